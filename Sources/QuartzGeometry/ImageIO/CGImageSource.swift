import Foundation

/// An encoded image file's bytes, read for its image (ImageIO's `CGImageSource`): PNG and
/// JPEG, one image each.
///
/// Differs from Apple: no other formats (GIF, HEIF, TIFF, WebP: the source's type is nil and
/// it has no images), no incremental loading, no metadata beyond size and alpha; EXIF
/// orientation is not read.
public final class CGImageSource: Sendable {
    /// The file's bytes.
    let bytes: Data
    /// The format recognised from the leading bytes, if any.
    let format: CGImage.EncodedFormat?
    /// The image once decoded (`.some(nil)`: it could not be), so that asking for its status,
    /// properties, image and thumbnail decodes it once.
    private let decoded = Locked<CGImage??>(nil)

    init(bytes: Data) {
        self.bytes = bytes
        format = bytes.withUnsafeBytes { CGImage.EncodedFormat(signatureOf: $0) }
    }

    /// The decoded image; nil when it cannot be decoded.
    func image() -> CGImage? {
        guard format != nil else { return nil }
        return decoded.withLock { cached in
            if let cached { return cached }
            let image = try? CGImage(encodedData: bytes)
            cached = .some(image)
            return image
        }
    }
}

/// How far a source's data could be read (ImageIO's `CGImageSourceStatus`).
public enum CGImageSourceStatus: Int32, Sendable {
    /// The data ended before the image did.
    case statusUnexpectedEOF = -5
    /// The data is damaged.
    case statusInvalidData = -4
    /// The data is not of a type that can be read.
    case statusUnknownType = -3
    /// The header is being read (incremental sources only).
    case statusReadingHeader = -2
    /// More data is expected (incremental sources only).
    case statusIncomplete = -1
    /// The image is complete.
    case statusComplete = 0
}

/// A source over the file at `url`, read now; nil when it cannot be read.
@discardableResult
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    let location = url as URL
    guard location.isFileURL else { return nil }
    do throws(RegularFile.Failure) {
        return CGImageSource(bytes: try RegularFile.contents(of: location.path, maximumBytes: CGImage.maximumByteCount))
    } catch {
        return nil
    }
}

/// A source over `data`'s bytes.
@discardableResult
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(bytes: Data(referencing: data))
}

/// A source over a data provider's bytes.
@discardableResult
public func CGImageSourceCreateWithDataProvider(_ provider: CGDataProvider, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(bytes: provider.bytes)
}

/// The type identifiers sources read: `public.png` and `public.jpeg`.
@discardableResult
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    [kUTTypePNG, kUTTypeJPEG] as NSArray
}

/// The source's type identifier (`public.png`, `public.jpeg`), or nil for data of another type.
@discardableResult
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    switch isrc.format {
    case .png: kUTTypePNG
    case .jpeg: kUTTypeJPEG
    case nil: nil
    }
}

/// The number of images in the source: 1 for a PNG or JPEG, 0 otherwise.
@discardableResult
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
    isrc.format == nil ? 0 : 1
}

/// Whether the source's image can be read: complete, of an unknown type, or damaged
/// (truncated data included).
@discardableResult
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    guard isrc.format != nil else { return .statusUnknownType }
    return isrc.image() == nil ? .statusInvalidData : .statusComplete
}

/// The status of image `index` (see ``CGImageSourceGetStatus(_:)``); `.statusInvalidData` for
/// an index past the last image.
@discardableResult
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    guard index >= 0, index < CGImageSourceGetCount(isrc) else { return .statusInvalidData }
    return CGImageSourceGetStatus(isrc)
}

/// Image `index` of the source, decoded (premultiplied RGBA8; decoded once, the same image
/// each time); nil for an index past the last image or data that cannot be decoded.
@discardableResult
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0 else { return nil }
    return isrc.image()
}

/// The properties of image `index`: ``kCGImagePropertyPixelWidth``,
/// ``kCGImagePropertyPixelHeight``, ``kCGImagePropertyHasAlpha``, ``kCGImagePropertyDepth``
/// and ``kCGImagePropertyColorModel``; nil when there is no such image.
@discardableResult
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard index == 0, let format = isrc.format, let image = isrc.image() else { return nil }
    let hasAlpha = format == .png && stride(from: 3, to: image.pixels.count, by: 4).contains { image.pixels[$0] != 255 }
    let properties: [NSString: Any] = [
        kCGImagePropertyPixelWidth: NSNumber(value: image.width),
        kCGImagePropertyPixelHeight: NSNumber(value: image.height),
        kCGImagePropertyHasAlpha: NSNumber(value: hasAlpha),
        kCGImagePropertyDepth: NSNumber(value: 8),
        kCGImagePropertyColorModel: kCGImagePropertyColorModelRGB,
    ]
    return NSDictionary(dictionary: properties)
}

/// A thumbnail of image `index`: with ``kCGImageSourceCreateThumbnailFromImageAlways`` or
/// ``kCGImageSourceCreateThumbnailFromImageIfAbsent`` set (the files read here carry no
/// thumbnails of their own), the image scaled down, its proportions kept, so that its larger
/// side is ``kCGImageSourceThumbnailMaxPixelSize`` pixels (rounded; never scaled up; the whole
/// image without that key), each pixel the average of the area it covers. Nil without either
/// option, as on Apple's platforms for a file without a thumbnail.
@discardableResult
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    let always = imageIOFlag(options, kCGImageSourceCreateThumbnailFromImageAlways) ?? false
    let ifAbsent = imageIOFlag(options, kCGImageSourceCreateThumbnailFromImageIfAbsent) ?? false
    guard always || ifAbsent, let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) else { return nil }
    guard let maximum = imageIONumber(options, kCGImageSourceThumbnailMaxPixelSize),
        maximum.isFinite, maximum >= 1
    else { return image }
    let longer = Double(max(image.width, image.height))
    guard maximum < longer else { return image }
    let scale = maximum / longer
    let width = max(1, Int((Double(image.width) * scale).rounded()))
    let height = max(1, Int((Double(image.height) * scale).rounded()))
    return image.areaAveraged(width: width, height: height)
}
