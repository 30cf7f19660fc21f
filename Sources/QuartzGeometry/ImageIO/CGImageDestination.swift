import CImageCodecs
import Foundation

/// Where encoded images are written (ImageIO's `CGImageDestination`): one PNG or JPEG image,
/// encoded and written when the destination is finalized.
///
/// Differs from Apple: PNG and JPEG only, one image each (no animated PNG); of the image
/// properties only ``kCGImageDestinationLossyCompressionQuality`` is read (metadata such as
/// resolution or EXIF is not written). A file is written atomically: nothing appears under
/// its name unless the whole file was written.
public final class CGImageDestination {
    /// Where the encoded bytes go.
    enum Target {
        case file(URL)
        case data(NSMutableData)
    }

    let target: Target
    /// The format to encode.
    let format: CGImage.EncodedFormat
    /// The image added, with its properties.
    var image: (CGImage, CFDictionary?)?
    /// Properties for the whole file, set with `CGImageDestinationSetProperties`.
    var fileProperties: CFDictionary?
    /// Whether more than one image was added (finalizing then fails).
    var overfilled = false
    /// Whether the destination was finalized.
    var finalized = false

    init?(target: Target, type: CFString, count: Int) {
        guard count == 1 else { return nil }
        if type == kUTTypePNG {
            format = .png
        } else if type == kUTTypeJPEG {
            format = .jpeg
        } else {
            return nil
        }
        self.target = target
    }

    /// The image encoded in the destination's format.
    func encoded(_ image: CGImage, properties: CFDictionary?) -> Data? {
        switch format {
        case .png:
            return try? image.pngData(compressionLevel: 6)
        case .jpeg:
            let quality = imageIONumber(properties, kCGImageDestinationLossyCompressionQuality)
                ?? imageIONumber(fileProperties, kCGImageDestinationLossyCompressionQuality) ?? 0.75
            return image.jpegData(quality: quality)
        }
    }
}

extension CGImage {
    /// The image as a baseline JPEG at `quality` (0…1, clamped; mapped to libjpeg's 1–100),
    /// colour over black where it is translucent (JPEG has no alpha); nil when encoding fails.
    func jpegData(quality: Double) -> Data? {
        let level = Int32((min(max(quality.isNaN ? 0.75 : quality, 0), 1) * 99).rounded()) + 1
        // Premultiplied RGB is the colour over black.
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for i in 0..<width * height {
            (rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]) = (pixels[4 * i], pixels[4 * i + 1], pixels[4 * i + 2])
        }
        var status = qz_codec_status.empty
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let code = qz_jpeg_encode(rgb, UInt32(width), UInt32(height), width * 3, 3, level, &output, &length, &status)
        defer { free(output) }
        guard code == codecOK, let output else { return nil }
        return Data(bytes: output, count: length)
    }
}

/// A destination writing one image of `type` (``kUTTypePNG``, ``kUTTypeJPEG``, or the same
/// identifiers as strings) to the file at `url` when finalized; nil for another type, a
/// `count` other than 1, or a URL that is not a file's.
@discardableResult
public func CGImageDestinationCreateWithURL(
    _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    let location = url as URL
    guard location.isFileURL else { return nil }
    return CGImageDestination(target: .file(location), type: type, count: count)
}

/// A destination appending one image of `type` to `data` when finalized (see
/// ``CGImageDestinationCreateWithURL(_:_:_:_:)``).
@discardableResult
public func CGImageDestinationCreateWithData(
    _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    CGImageDestination(target: .data(data), type: type, count: count)
}

/// The type identifiers destinations write: `public.png` and `public.jpeg`.
@discardableResult
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    [kUTTypePNG, kUTTypeJPEG] as NSArray
}

/// Adds `image` to the destination, with `properties` for it
/// (``kCGImageDestinationLossyCompressionQuality``); a second image makes finalizing fail.
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    guard !idst.finalized else { return }
    if idst.image != nil { idst.overfilled = true }
    idst.image = (image, properties)
}

/// Adds image `index` of `isrc` (see ``CGImageDestinationAddImage(_:_:_:)``); an image that
/// cannot be read makes finalizing fail.
public func CGImageDestinationAddImageFromSource(
    _ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?
) {
    guard let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) else {
        idst.overfilled = true
        return
    }
    CGImageDestinationAddImage(idst, image, properties)
}

/// Sets properties for the whole file (``kCGImageDestinationLossyCompressionQuality`` is the
/// default for its image).
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    idst.fileProperties = properties
}

/// Encodes the image and writes it; false when no image or more than one was added, the
/// destination was already finalized, or encoding or writing failed (a file is then not
/// created or changed).
@discardableResult
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    guard !idst.finalized, !idst.overfilled, let (image, properties) = idst.image else { return false }
    idst.finalized = true
    guard let bytes = idst.encoded(image, properties: properties) else { return false }
    switch idst.target {
    case .file(let url):
        do {
            try writeAtomically(bytes, to: url)
        } catch {
            return false
        }
    case .data(let data):
        data.append(bytes)
    }
    return true
}
