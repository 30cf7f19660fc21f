// The 10,101-layer tree that the layer-model, flattening and profiling benchmarks share.
import Quartzite

/// A 1000×1000-point root with 100 containers of 100 leaves each; every leaf has bounds,
/// position, backgroundColor, cornerRadius, opacity and transform set.
public enum BenchmarkTree {
    /// Containers under the root.
    public static let containerCount = 100
    /// Leaves in each container.
    public static let leavesPerContainer = 100
    /// Every leaf's background colour.
    public static let leafColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)

    /// Builds the tree (not committed).
    public static func make() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        root.position = CGPoint(x: 500, y: 500)
        for c in 0..<containerCount {
            let container = CALayer()
            container.bounds = CGRect(x: 0, y: 0, width: 1000, height: 10)
            container.position = CGPoint(x: 500, y: CGFloat(c) * 10 + 5)
            for l in 0..<leavesPerContainer {
                let leaf = CALayer()
                leaf.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
                leaf.position = CGPoint(x: CGFloat(l) * 10 + 5, y: 5)
                leaf.backgroundColor = leafColor
                leaf.cornerRadius = 2
                leaf.opacity = 0.9
                leaf.transform = CATransform3DMakeRotation(CGFloat(l) * 0.01, 0, 0, 1)
                container.addSublayer(leaf)
            }
            root.addSublayer(container)
        }
        return root
    }

    /// One explicit animation per leaf, cycling through position, opacity, transform and
    /// backgroundColor; 2 s long, repeating forever, so all run at the evaluated time.
    public static func addAnimations(to root: CALayer) {
        var index = 0
        for container in root.sublayers ?? [] {
            for leaf in container.sublayers ?? [] {
                let x = CGFloat(index % 100)
                let animation: CABasicAnimation
                switch index % 4 {
                case 0:
                    animation = CABasicAnimation(keyPath: "position")
                    animation.fromValue = CGPoint(x: x, y: 0)
                    animation.toValue = CGPoint(x: x + 100, y: 200)
                case 1:
                    animation = CABasicAnimation(keyPath: "opacity")
                    animation.fromValue = 0.0
                    animation.toValue = 1.0
                    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                case 2:
                    animation = CABasicAnimation(keyPath: "transform")
                    animation.fromValue = CATransform3DIdentity
                    var end = CATransform3DMakeRotation(.pi / 2 + x / 100, 0, 1, 0)
                    end.m34 = -1 / 500
                    animation.toValue = end
                default:
                    animation = CABasicAnimation(keyPath: "backgroundColor")
                    animation.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                    animation.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
                }
                animation.duration = 2
                animation.repeatCount = .infinity
                leaf.add(animation, forKey: "bench")
                index += 1
            }
        }
    }
}
