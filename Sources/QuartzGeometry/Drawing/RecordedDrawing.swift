import Synchronization

/// The display list a ``CGContext`` recorded: resolved commands over a canvas of
/// `pixelWidth × pixelHeight` device pixels, painted in order onto transparent pixels.
///
/// Not Apple API. It is what a layer's `draw(in:)` produces as its contents;
/// `QuartziteRender`'s `DrawingRasterizer` turns it into a premultiplied RGBA8 `CGImage`.
///
/// Identity: every recording gets a unique ``version``. Two drawings are equal (and hash
/// alike) when their versions are, so comparing snapshots is cheap, and caches key rasterized
/// images by ``version``.
public struct RecordedDrawing: Sendable, Hashable, CustomStringConvertible {
    /// The canvas width in device pixels.
    public let pixelWidth: Int
    /// The canvas height in device pixels.
    public let pixelHeight: Int
    /// Device pixels per user unit of the base space (the layer's `contentsScale`).
    public let scale: CGFloat
    /// The commands, painted in order.
    public let commands: [DrawingCommand]
    /// A number unique to this recording in the process (never reused).
    public let version: UInt64

    /// Wraps `commands` as a new recording with a fresh ``version``.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, commands: [DrawingCommand]) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.commands = commands
        self.version = RecordedDrawing.nextVersion.add(1, ordering: .relaxed).newValue
    }

    /// The canvas size in user units of the base space (points for a layer).
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// Equality of versions (see the type's notes).
    public static func == (lhs: RecordedDrawing, rhs: RecordedDrawing) -> Bool {
        lhs.version == rhs.version
    }

    /// Hashes the version.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
    }

    /// A short description: size, scale, command count and version.
    public var description: String {
        "RecordedDrawing(\(pixelWidth)×\(pixelHeight) px @\(scale)x, \(commands.count) commands, v\(version))"
    }

    /// The last version handed out.
    private static let nextVersion = Atomic<UInt64>(0)
}
