// A replicator spinner as iOS code writes it: one dot, a replicator turning twelve copies
// around the centre, each copy's fade delayed by `instanceDelay`.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

final class ReplicatorSpinner {
    let replicator = CAReplicatorLayer()
    let dot = CALayer()
    let count = 12
    let duration: CFTimeInterval = 1.2

    init(frame: CGRect) {
        replicator.frame = frame
        dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        dot.position = CGPoint(x: frame.width / 2, y: 10)
        dot.cornerRadius = 4
        dot.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        dot.opacity = 0.1
        replicator.addSublayer(dot)

        replicator.instanceCount = count
        let angle = 2 * CGFloat.pi / CGFloat(count)
        replicator.instanceTransform = CATransform3DMakeRotation(angle, 0, 0, 1)
        replicator.instanceDelay = duration / Double(count)
    }

    func startAnimating() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.1
        fade.duration = duration
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
    }

    func stopAnimating() {
        dot.removeAllAnimations()
    }
}
