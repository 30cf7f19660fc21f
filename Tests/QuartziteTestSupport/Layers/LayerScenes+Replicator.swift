import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    /// A 10-bar activity indicator: one rounded bar in a replicator of 10 instances turned by
    /// 2π/10 about the replicator's centre, each 0.1 s behind the one before, the bar's opacity
    /// fading 1 → 0.2 over 1 s and repeating from t = 10: bar i, turned i/10 of a turn
    /// clockwise from the top, shows the fade at t − 0.1 × i.
    static func activityIndicator(at t: CFTimeInterval) -> LayerScene {
        LayerScene(name: "replicator-activity-\(Int(t * 1000))ms", scale: 2, time: 10 + t) {
            let root = rootLayer()
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 40, y: 20, width: 80, height: 80)
            replicator.instanceCount = 10
            replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 10, 0, 0, 1)
            replicator.instanceDelay = 0.1
            let bar = CALayer()
            bar.frame = CGRect(x: 36, y: 4, width: 8, height: 24)
            bar.cornerRadius = 4
            bar.backgroundColor = color(0.1, 0.2, 0.5)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            fade.duration = 1
            fade.repeatCount = .infinity
            fade.beginTime = 10
            fade.isRemovedOnCompletion = false
            bar.add(fade, forKey: "fade")
            replicator.addSublayer(bar)
            root.addSublayer(replicator)
            return root
        }
    }

    /// The carousel scene with and without `preservesDepth`.
    static func carousel(preservesDepth: Bool) -> LayerScene {
        LayerScene(name: "replicator-carousel\(preservesDepth ? "-depth" : "-flat")") {
            let root = rootLayer()
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 30, y: 10, width: 100, height: 100)
            replicator.preservesDepth = preservesDepth
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
            replicator.instanceColor = color(1, 0.3, 0.3)
            replicator.instanceRedOffset = -0.25
            replicator.instanceBlueOffset = 0.25
            replicator.sublayerTransform = CATransform3DRotate(perspectiveTransform(300), 0.5, 0, 1, 0)
            let card = solidLayer(CGRect(x: 20, y: 30, width: 60, height: 40), color(1, 1, 1))
            card.transform = CATransform3DMakeTranslation(0, 0, 40)
            card.borderWidth = 2
            card.borderColor = color(0.2, 0.2, 0.2)
            replicator.addSublayer(card)
            root.addSublayer(replicator)
            return root
        }
    }

    /// Replicators: copies turned and delayed (the activity indicator at two times), a row of
    /// translated copies with colour offsets, and a grid made by a replicator of a replicator.
    public static let replicators: [LayerScene] = [
        // Half a second in, bars 6 to 9 have not started (their opacity is the model's 1); a
        // second and a quarter in, every bar runs, bar 2 (phase 0.05) the brightest and
        // bar 3 (phase 0.95) the dimmest.
        activityIndicator(at: 0.5),
        activityIndicator(at: 1.25),
        // Six squares 24 points apart, going from white-multiplied red… to blue, the
        // alpha falling by 0.1 a copy; the border is multiplied too.
        LayerScene(name: "replicator-row-colors") {
            let root = rootLayer()
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 8, y: 40, width: 144, height: 40)
            replicator.instanceCount = 6
            replicator.instanceTransform = CATransform3DMakeTranslation(24, 0, 0)
            replicator.instanceColor = color(1, 0.2, 0.2)
            replicator.instanceRedOffset = -0.2
            replicator.instanceBlueOffset = 0.2
            replicator.instanceAlphaOffset = -0.1
            let square = solidLayer(CGRect(x: 2, y: 10, width: 20, height: 20), color(1, 1, 1))
            square.borderWidth = 2
            square.borderColor = color(0.5, 0.5, 0.5)
            replicator.addSublayer(square)
            root.addSublayer(replicator)
            return root
        },
        // A carousel: a card 40 points in front of the centre, copied four times a quarter turn
        // about y, the whole turned 0.5 rad under perspective. With preservesDepth the copies
        // share the replicator's 3D space: the front card (copy 0, red) covers the side ones
        // and the back one; flattened, each copy is squashed into the plane first and later
        // copies are drawn over earlier ones.
        carousel(preservesDepth: true),
        carousel(preservesDepth: false),
        // An image (the orientation image) copied four times down, each copy's red and green
        // falling by 0.3 (white turns blue) and alpha by 0.2: images are tinted too.
        LayerScene(name: "replicator-tinted-images") {
            let root = rootLayer()
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 10, y: 4, width: 140, height: 112)
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeTranslation(34, 28, 0)
            replicator.instanceRedOffset = -0.3
            replicator.instanceGreenOffset = -0.3
            replicator.instanceAlphaOffset = -0.2
            let image = CALayer()
            image.frame = CGRect(x: 0, y: 0, width: 32, height: 26)
            image.contents = orientationImage()
            replicator.addSublayer(image)
            root.addSublayer(replicator)
            return root
        },
        // A 5 × 4 grid: a row replicator (x) inside a column replicator (y); the colours of
        // both multiply (red falls along the rows, green along the columns).
        LayerScene(name: "replicator-nested-grid") {
            let root = rootLayer()
            let columns = CAReplicatorLayer()
            columns.frame = CGRect(x: 10, y: 10, width: 140, height: 100)
            columns.instanceCount = 4
            columns.instanceTransform = CATransform3DMakeTranslation(0, 25, 0)
            columns.instanceGreenOffset = -0.25
            let rows = CAReplicatorLayer()
            rows.frame = CGRect(x: 0, y: 0, width: 140, height: 25)
            rows.instanceCount = 5
            rows.instanceTransform = CATransform3DMakeTranslation(28, 0, 0)
            rows.instanceRedOffset = -0.2
            let cell = solidLayer(CGRect(x: 2, y: 2, width: 24, height: 21), color(1, 1, 0.6))
            cell.cornerRadius = 4
            rows.addSublayer(cell)
            columns.addSublayer(rows)
            root.addSublayer(columns)
            return root
        },
    ]
}
