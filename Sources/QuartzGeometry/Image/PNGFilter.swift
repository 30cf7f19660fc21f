import CImageCodecs

/// The PNG row filter used when encoding (the prediction applied to each row before zlib).
///
/// Not Apple API. Simple filters are fast; `.adaptive` tries all five per row and usually gives
/// the smallest files at the highest cost.
public enum PNGFilter: Sendable, Equatable {
    /// Chosen from the compression level: `.none` at level 0, `.sub` at levels 1–3 (fast
    /// per-frame export), `.adaptive` at levels 4–9.
    case automatic
    /// No prediction.
    case none
    /// Predict from the pixel to the left.
    case sub
    /// Predict from the pixel above.
    case up
    /// Predict from the mean of left and above.
    case average
    /// Paeth predictor from left, above and upper left.
    case paeth
    /// libpng picks a filter per row among all five.
    case adaptive

    /// The shim's filter code for this filter at zlib `level`.
    func codecValue(level: Int) -> Int32 {
        switch self {
        case .automatic:
            if level == 0 { return Int32(QZ_PNG_FILTER_NONE) }
            return level <= 3 ? Int32(QZ_PNG_FILTER_SUB) : Int32(QZ_PNG_FILTER_ADAPTIVE)
        case .none: return Int32(QZ_PNG_FILTER_NONE)
        case .sub: return Int32(QZ_PNG_FILTER_SUB)
        case .up: return Int32(QZ_PNG_FILTER_UP)
        case .average: return Int32(QZ_PNG_FILTER_AVERAGE)
        case .paeth: return Int32(QZ_PNG_FILTER_PAETH)
        case .adaptive: return Int32(QZ_PNG_FILTER_ADAPTIVE)
        }
    }
}
