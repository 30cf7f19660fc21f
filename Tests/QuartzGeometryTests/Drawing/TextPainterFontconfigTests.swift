import CPango
import Testing

@testable import QuartzGeometry

/// Fontconfig must not rescan its font directories while text is laid out on several threads:
/// by default it checks every 30 seconds (cairo asks it to on every font face it resolves) and
/// swaps its configuration under threads looking fonts up, and a font lookup then draws boxes.
@Test("the text painter turns fontconfig's rescans off before it lays text out")
func fontconfigRescansAreOff() {
    let text = DrawingText(
        runs: [DrawingText.Run(text: "x", face: DrawingText.FontFace(family: "DejaVu Sans"), size: 12, color: .black)],
        wrapped: false, truncation: .none, alignment: .left, size: .zero)
    #expect(TextPainter.shared.metrics(of: text) != nil)
    #expect(FcConfigGetRescanInterval(nil) == 0)
}
