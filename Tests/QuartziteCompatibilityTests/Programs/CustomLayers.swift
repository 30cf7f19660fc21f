// Layer subclasses overriding Apple's methods, as iOS code does: bookkeeping in tree edits,
// layout, a custom animatable property through key-value coding (`@NSManaged` has no Linux
// counterpart; the computed property over `value(forKey:)` is the portable form), and an
// action that animates it from the presentation value.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

/// A container that counts its sublayers and lays them out in a row.
class RowLayer: CALayer {
    var insertions = 0
    var removals = 0
    var layouts = 0

    override func addSublayer(_ layer: CALayer) {
        insertions += 1
        super.addSublayer(layer)
        setNeedsLayout()
    }

    override func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insertions += 1
        super.insertSublayer(layer, at: idx)
        setNeedsLayout()
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        layouts += 1
        var x: CGFloat = 0
        for sublayer in sublayers ?? [] {
            sublayer.frame = CGRect(x: x, y: 0, width: 20, height: bounds.height)
            x += 25
        }
    }
}

/// A sublayer that tells its row when it leaves (the override Apple allows and iOS code uses
/// to clean up).
final class RowItemLayer: CALayer {
    override func removeFromSuperlayer() {
        (superlayer as? RowLayer)?.removals += 1
        super.removeFromSuperlayer()
    }
}

/// A progress ring whose `progress` animates implicitly, as custom animatable properties do.
final class ProgressLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "progress" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        if event == "progress" {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.value(forKey: event) ?? 0
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            return animation
        }
        return super.action(forKey: event)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        if key == "progress" {
            return 0
        }
        return super.defaultValue(forKey: key)
    }
}
