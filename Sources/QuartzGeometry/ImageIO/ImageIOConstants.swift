import Foundation

// ImageIO's type identifiers, option and property keys, under Apple's names.

/// The PNG type identifier (`UTType.png.identifier`).
public var kUTTypePNG: CFString { "public.png" }
/// The JPEG type identifier (`UTType.jpeg.identifier`).
public var kUTTypeJPEG: CFString { "public.jpeg" }

/// Thumbnail option: make a thumbnail from the full image when the file has none (a Bool).
public var kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString { "kCGImageSourceCreateThumbnailFromImageIfAbsent" }
/// Thumbnail option: always make the thumbnail from the full image (a Bool).
public var kCGImageSourceCreateThumbnailFromImageAlways: CFString { "kCGImageSourceCreateThumbnailFromImageAlways" }
/// Thumbnail option: the thumbnail's largest side in pixels (a number).
public var kCGImageSourceThumbnailMaxPixelSize: CFString { "kCGImageSourceThumbnailMaxPixelSize" }
/// Thumbnail option: rotate by the file's orientation (a Bool; no orientation is read here).
public var kCGImageSourceCreateThumbnailWithTransform: CFString { "kCGImageSourceCreateThumbnailWithTransform" }
/// Source option: keep decoded images cached (a Bool; every image is decoded when asked for here).
public var kCGImageSourceShouldCache: CFString { "kCGImageSourceShouldCache" }
/// Source option: decode when the image is created (a Bool; always so here).
public var kCGImageSourceShouldCacheImmediately: CFString { "kCGImageSourceShouldCacheImmediately" }
/// Source option: the type the data is expected to have (a type identifier).
public var kCGImageSourceTypeIdentifierHint: CFString { "kCGImageSourceTypeIdentifierHint" }

/// Image property: the width in pixels (a number).
public var kCGImagePropertyPixelWidth: CFString { "PixelWidth" }
/// Image property: the height in pixels (a number).
public var kCGImagePropertyPixelHeight: CFString { "PixelHeight" }
/// Image property: whether the image has an alpha channel (a Bool).
public var kCGImagePropertyHasAlpha: CFString { "HasAlpha" }
/// Image property: bits a component as stored (8 here: images are decoded to 8 bits).
public var kCGImagePropertyDepth: CFString { "Depth" }
/// Image property: the colour model (`kCGImagePropertyColorModelRGB`).
public var kCGImagePropertyColorModel: CFString { "ColorModel" }
/// The RGB colour model.
public var kCGImagePropertyColorModelRGB: CFString { "RGB" }

/// Destination property: JPEG quality, 0 (smallest) to 1 (best; default 0.75).
public var kCGImageDestinationLossyCompressionQuality: CFString { "kCGImageDestinationLossyCompressionQuality" }

/// The number under `key` in an options or properties dictionary, however Swift boxed it.
func imageIONumber(_ options: CFDictionary?, _ key: CFString) -> Double? {
    unboxedNumber(options?.object(forKey: key))
}

/// The Bool under `key` in an options dictionary (a number counts as true when not zero).
func imageIOFlag(_ options: CFDictionary?, _ key: CFString) -> Bool? {
    if let flag = options?.object(forKey: key) as? Bool { return flag }
    return imageIONumber(options, key).map { $0 != 0 }
}
