import Foundation

/// Where Core Text cuts a line that is too wide (``CTLineCreateTruncatedLine(_:_:_:_:)``).
public enum CTLineTruncationType: UInt32, Sendable, Hashable {
    /// The start of the line is replaced by the token.
    case start = 0
    /// The end of the line is replaced by the token.
    case end = 1
    /// The middle of the line is replaced by the token.
    case middle = 2
}

/// `line` cut to `width` points with an ellipsis at its start, middle or end; the line itself
/// (a copy) when it fits. Nil when `width` is not positive and finite.
///
/// Differs from Apple: the token is always an ellipsis ("…") in the line's own attributes;
/// `truncationToken` is not read.
public func CTLineCreateTruncatedLine(
    _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType, _ truncationToken: CTLine?
) -> CTLine? {
    guard width.isFinite, width > 0 else { return nil }
    var text = line.text
    text.size = CGSize(width: width, height: 0)
    text.truncation =
        switch truncationType {
        case .start: .start
        case .middle: .middle
        case .end: .end
        }
    return CTLine(text: text, colorFromContext: line.colorFromContext)
}

/// The distance in points from the line's origin to the caret before UTF-16 index `charIndex`
/// (its advance width at the end of the line); `secondaryOffset` receives the same (no split
/// carets for mixed directions here).
public func CTLineGetOffsetForStringIndex(
    _ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?
) -> CGFloat {
    let string = line.text.runs.map(\.text).joined()
    let utf16 = string.utf16
    let clamped = min(max(0, charIndex), utf16.count)
    let index = utf16.index(utf16.startIndex, offsetBy: clamped)
    let byte = string.utf8.distance(from: string.utf8.startIndex, to: index)
    let offset = CGFloat(TextPainter.shared.caretOffset(in: line.text, atByte: byte) ?? 0)
    secondaryOffset?.pointee = offset
    return offset
}

/// The UTF-16 index of the caret nearest to `position.x` points from the line's origin (before
/// a character up to its middle, after it beyond).
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    guard line.length > 0, let byte = TextPainter.shared.byteIndex(in: line.text, nearestTo: Double(position.x)) else {
        return 0
    }
    let string = line.text.runs.map(\.text).joined()
    let utf8 = string.utf8
    let index = utf8.index(utf8.startIndex, offsetBy: min(byte, utf8.count))
    return string.utf16.distance(from: string.utf16.startIndex, to: index)
}

/// The pen offset, in points, that places the line within `flushWidth` points: `flushFactor`
/// 0 flushes it left, 1 right, 0.5 centres it (Core Text's `CTLineGetPenOffsetForFlush`);
/// 0 when the line is wider.
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double {
    let width = line.metrics?.width ?? 0
    let factor = Double(min(max(flushFactor, 0), 1))
    return max(0, (flushWidth - width) * factor)
}
