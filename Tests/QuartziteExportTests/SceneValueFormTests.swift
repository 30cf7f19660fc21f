import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

/// The value forms of SCENE-FORMAT.md: each colour form, transform operation lists and their
/// composition order, and both path forms.
@Suite struct SceneValueFormTests {
    private func color(_ json: String) throws -> AnimationValue? {
        try readRoot(#"{"backgroundColor": \#(json)}"#).value(forKey: "backgroundColor")
    }

    @Test func colorForms() throws {
        #expect(try color(##""#F80""##) == .color(CGColor(red: 1, green: 136.0 / 255, blue: 0, alpha: 1)))
        #expect(try color(##""#ff8800""##) == .color(CGColor(red: 1, green: 136.0 / 255, blue: 0, alpha: 1)))
        #expect(try color(##""#FF880080""##) == .color(CGColor(red: 1, green: 136.0 / 255, blue: 0, alpha: 128.0 / 255)))
        #expect(try color("[0.25, 0.5, 0.75, 0.5]") == .color(CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)))
    }

    private func transform(_ json: String) throws -> CATransform3D {
        guard case .transform(let t)? = try readRoot(#"{"transform": \#(json)}"#).value(forKey: "transform") else {
            throw SceneError(problems: [])
        }
        return t
    }

    @Test func transformOperationsComposeFirstOutermost() throws {
        // translate then scale: t = Scale(Translate(I, 10, 0, 0), 2, 2, 1) — the point is
        // scaled first, then translated: (1, 1) → (2, 2) → (12, 2).
        let t = try transform(#"[{"translate": [10, 0, 0]}, {"scale": [2, 2, 1]}]"#)
        #expect(close(t, CATransform3DScale(CATransform3DTranslate(CATransform3DIdentity, 10, 0, 0), 2, 2, 1)))
        #expect(t.m11 == 2 && t.m22 == 2 && t.m41 == 10 && t.m42 == 0)
        // The other order scales the translation too: (1, 1) → (11, 1) → (22, 2).
        let u = try transform(#"[{"scale": [2, 2, 1]}, {"translate": [10, 0, 0]}]"#)
        #expect(u.m11 == 2 && u.m41 == 20)
    }

    @Test func rotationAndPerspective() throws {
        // The seed 002 logo: m34 = −1/100, then 60 back, then a quarter turn about y.
        let t = try transform(#"[{"perspective": 100}, {"translate": [0, 0, -60]}, {"rotate": [1.5707963267948966, 0, 1, 0]}]"#)
        var start = CATransform3DIdentity
        start.m34 = -1.0 / 100
        let expected = CATransform3DRotate(CATransform3DTranslate(start, 0, 0, -60), .pi / 2, 0, 1, 0)
        #expect(close(t, expected))
        // Hand-derived: R·T·P has m13 = −1, m31 = 1, m43 = −60 and m44 = 1 + 60/100.
        #expect(close(Double(t.m13), -1) && close(Double(t.m31), 1) && close(Double(t.m43), -60))
        #expect(close(Double(t.m44), 1 + 60.0 / 100))
    }

    @Test func singleObjectIsPerspectiveTranslateRotateScale() throws {
        let single = try transform(#"{"scale": [2, 3, 1], "rotate": [0.5, 0, 0, 1], "translate": [4, 5, 6], "perspective": 500}"#)
        let list = try transform(
            #"[{"perspective": 500}, {"translate": [4, 5, 6]}, {"rotate": [0.5, 0, 0, 1]}, {"scale": [2, 3, 1]}]"#)
        #expect(close(single, list))
        #expect(close(Double(single.m34), -1.0 / 500))
    }

    @Test func sixteenNumbersAreRowMajor() throws {
        let t = try transform("[1,2,3,4, 5,6,7,8, 9,10,11,12, 13,14,15,16]")
        #expect(t.m12 == 2 && t.m21 == 5 && t.m34 == 12 && t.m43 == 15 && t.m44 == 16)
    }

    @Test func pathOperationList() throws {
        let root = try readRoot(
            """
            {"shadowPath": [{"move": [0, 0]}, {"line": [10, 0]},
              {"curve": {"to": [10, 10], "control1": [12, 2], "control2": [12, 8]}},
              {"quadCurve": {"to": [0, 10], "control": [5, 15]}}, "close",
              {"rect": [20, 20, 5, 5]}, {"ellipse": [30, 30, 4, 2]},
              {"arc": {"center": [50, 50], "radius": 5, "startAngle": 0, "endAngle": 3.141592653589793, "clockwise": true}}]}
            """)
        let expected = CGMutablePath()
        expected.move(to: CGPoint(x: 0, y: 0))
        expected.addLine(to: CGPoint(x: 10, y: 0))
        expected.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 12, y: 2), control2: CGPoint(x: 12, y: 8))
        expected.addQuadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 5, y: 15))
        expected.closeSubpath()
        expected.addRect(CGRect(x: 20, y: 20, width: 5, height: 5))
        expected.addEllipse(in: CGRect(x: 30, y: 30, width: 4, height: 2))
        expected.addArc(center: CGPoint(x: 50, y: 50), radius: 5, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(root.value(forKey: "shadowPath") == .path(expected.pathData))
    }

    @Test func svgPathDataWithArc() throws {
        let root = try readRoot(#"{"shadowPath": "M 0 0 L 10 0 A 5 5 0 0 1 20 0 Z"}"#)
        #expect(root.value(forKey: "shadowPath") == .path(try PathData(svgPathData: "M 0 0 L 10 0 A 5 5 0 0 1 20 0 Z")))
    }
}
