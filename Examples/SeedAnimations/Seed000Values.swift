// Seed 000 ("iOS动画全面解析", section "测试additive和cumulative属性"): a button whose frame is
// (200, 400, 100, 40) gets a position animation from (100, 60) to (100, 200), duration 1 s,
// repeatCount 3, cumulative — each pass starts where the previous one ended, so the second
// pass starts at (200, 260). Then seed 000's spring: mass 10, stiffness 50, damping 1,
// duration 10 (the duration cuts the spring).
//
// Run: swift run quartzite-example (no arguments)
// It drives the media clock by hand, as an offscreen renderer does, and prints the
// presentation values Core Animation would show at 10 frames per second.
import Foundation
import Quartzite

/// Prints seed 000's presentation values (the cumulative position animation and the spring)
/// at fixed times: the program's output without arguments. It plays on its own manual clock,
/// from 0 s.
func printSeed000Values() {
    let clock = MediaClock(manualTime: 0)
    MediaClock.withCurrent(clock) { printSeed000Values(on: clock) }
}

/// ``printSeed000Values()`` with `clock` current, moving it by hand.
private func printSeed000Values(on clock: MediaClock) {
    let button = CALayer()
    button.frame = CGRect(x: 200, y: 400, width: 100, height: 40)
    button.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    CATransaction.flush()

    let move = CABasicAnimation(keyPath: "position")
    move.duration = 1
    move.repeatCount = 3
    move.isRemovedOnCompletion = false
    move.isCumulative = true
    move.fromValue = CGPoint(x: 100, y: 60)
    move.toValue = CGPoint(x: 100, y: 200)
    button.add(move, forKey: "move")
    CATransaction.flush()

    print("seed 000 — cumulative position animation (model position \(button.position))")
    for frame in 0...32 {
        let t = Double(frame) / 10
        clock.set(to: t)
        let p = button.presentation()?.position ?? button.position
        print(String(format: "  t = %4.1f s  position = (%6.1f, %6.1f)", t, p.x, p.y))
    }

    let spring = CASpringAnimation(keyPath: "position.x")
    spring.mass = 10
    spring.stiffness = 50
    spring.damping = 1
    spring.duration = 10
    spring.fromValue = 0
    spring.toValue = 200
    button.removeAllAnimations()
    button.add(spring, forKey: "spring")
    CATransaction.flush()
    let start = clock.now
    print("seed 000 — spring (settlingDuration \(String(format: "%.2f", spring.settlingDuration)) s, cut at 10 s)")
    for frame in 0...20 {
        let t = Double(frame) / 2
        clock.set(to: start + t)
        let x = button.presentation()?.position.x ?? button.position.x
        print(String(format: "  t = %4.1f s  position.x = %7.2f", t, x))
    }
}
