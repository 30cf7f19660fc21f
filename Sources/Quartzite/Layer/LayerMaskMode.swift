/// Which value of a mask layer's rendering multiplies the content it masks (see
/// ``CALayer/maskMode``). Raw values are the names scene files use.
///
/// Not Apple API: Core Animation masks by alpha only (``alpha``). The other modes are the
/// track mattes of After Effects (and Lottie): luminance is `0.299 R + 0.587 G + 0.114 B` of
/// the mask's premultiplied colour — the mask composited over black.
public enum LayerMaskMode: String, Sendable, Hashable, CaseIterable {
    /// The mask's alpha (Apple's behaviour; the default).
    case alpha
    /// One minus the mask's alpha: the content shows where the mask draws nothing, including
    /// everywhere outside the mask layer.
    case alphaInverted
    /// The mask's luminance: white shows the content, black and transparent hide it.
    case luminance
    /// One minus the mask's luminance: black and transparent show the content, including
    /// everywhere outside the mask layer.
    case luminanceInverted
}
