import Quartzite

extension SceneEvent {
    /// One `scroll` of an event: a `CAScrollLayer` scrolled to a point or to show a rectangle,
    /// or any layer scrolling its closest ancestor scroll layer (CAScrollLayer.h).
    public struct Scroll: Sendable, Equatable {
        /// Which scrolling method runs, with its argument (in the layer's own coordinates,
        /// points).
        public enum Kind: Sendable, Equatable {
            /// `CAScrollLayer.scroll(to: CGPoint)` (`"toPoint"`).
            case toPoint(CGPoint)
            /// `CAScrollLayer.scroll(to: CGRect)` (`"toRect"`).
            case toRect(CGRect)
            /// `CALayer.scroll(_:)` (`"point"`).
            case point(CGPoint)
            /// `CALayer.scrollRectToVisible(_:)` (`"rectToVisible"`).
            case rectToVisible(CGRect)
        }

        /// The layer's name.
        public var layer: String
        /// The method and its argument.
        public var kind: Kind

        /// Creates a scroll.
        public init(layer: String, kind: Kind) {
            self.layer = layer
            self.kind = kind
        }
    }

    /// A container transition (`ViewAnimation.transition(from:to:in:…)`): the incoming layer
    /// replaces the outgoing one in the container through animations of the block API.
    public struct ContainerTransition: Sendable {
        /// The incoming layer: one defined in the scene (attached or not), or a new one.
        public enum Incoming: Sendable {
            /// The layer of that name.
            case named(String)
            /// A new layer (and its subtree), built when the event runs.
            case new(SceneLayer)
        }

        /// The container's name.
        public var container: String
        /// The outgoing layer's name.
        public var from: String
        /// The incoming layer.
        public var to: Incoming
        /// Seconds.
        public var duration: Double
        /// The pacing curve.
        public var curve: ViewAnimation.AnimationCurve
        /// Where the incoming layer goes: above or below the outgoing one.
        public var placement: ViewAnimation.TransitionPlacement
        /// Values set without animation once the incoming layer is in the container.
        public var preparation: [Assignment]
        /// Values set in the animation block.
        public var animations: [Assignment]
        /// Values set without animation when the transition ends (the outgoing layer is out).
        public var completion: [Assignment]

        /// Creates a container transition.
        public init(
            container: String, from: String, to: Incoming, duration: Double,
            curve: ViewAnimation.AnimationCurve = .easeInOut, placement: ViewAnimation.TransitionPlacement = .above,
            preparation: [Assignment] = [], animations: [Assignment] = [], completion: [Assignment] = []
        ) {
            self.container = container
            self.from = from
            self.to = to
            self.duration = duration
            self.curve = curve
            self.placement = placement
            self.preparation = preparation
            self.animations = animations
            self.completion = completion
        }

        /// The name of the incoming layer, when it has one.
        public var incomingName: String? {
            switch to {
            case .named(let name): return name
            case .new(let layer): return layer.name
            }
        }
    }
}
