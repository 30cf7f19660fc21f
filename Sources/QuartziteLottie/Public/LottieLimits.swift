/// The bounds Lottie files are held to when read, so that a hostile file is refused with its
/// JSON path instead of trapping or allocating per frame without end (issue 15).
public enum LottieLimits {
    /// The lowest frame rate (`fr`), frames per second.
    public static let minimumFrameRate = 0.001
    /// The highest frame rate (`fr`), frames per second (as scene files).
    public static let maximumFrameRate = 1000.0
    /// The most frames from the in point to the out point (`op − ip`), as scene files.
    public static let maximumFrames = 10_000_000
    /// The largest entry of a `.lottie` archive that is decompressed (256 MiB): the document
    /// and its images; a larger stated size is refused before anything is allocated.
    public static let maximumArchiveEntryBytes = 256 << 20
    /// The largest magnitude of any number in the file.
    public static let maximumMagnitude = JSONNode.maximumMagnitude
}
