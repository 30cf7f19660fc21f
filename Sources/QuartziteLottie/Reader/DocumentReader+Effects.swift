import Foundation

extension DocumentReader {
    /// A Fill effect (`ef` entry of type 21) from its values in order — fill mask, all masks,
    /// colour, invert, horizontal and vertical feather, opacity — as lottie-web reads them
    /// (the colour is entry 2, the opacity entry 6); nil when it lacks them (reported by the
    /// caller as an effect that is not drawn). A fill limited to one of the layer's masks is
    /// reported and fills the whole layer.
    func fillEffect(_ effect: JSONNode) throws(LottieError) -> LottieFillEffect? {
        guard let entries = try effect.optional("ef")?.array(), entries.count >= 7 else { return nil }
        let value = { (index: Int) throws(LottieError) -> JSONNode in try entries[index].required("v") }
        let mask = try values.scalar(value(0))
        if mask.isAnimated || mask.initialValue != 0 {
            log.report("a fill effect limited to a mask (the whole layer is filled)", at: entries[0].path)
        }
        return LottieFillEffect(color: try values.color(value(2)), opacity: try values.scalar(value(6)))
    }
}
