import Foundation
import Testing

@testable import Quartzite

@Suite("CATextLayer model")
struct TextLayerTests {
    @Test func applesDefaults() {
        let layer = CATextLayer()
        #expect(layer.string == nil)
        #expect(layer.font as? String == "Helvetica")
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(!layer.isWrapped)
        #expect(layer.truncationMode == .none)
        #expect(layer.alignmentMode == .natural)
        #expect(!layer.allowsFontSubpixelQuantization)
        #expect(CATextLayer.defaultValue(forKey: "fontSize") as? CGFloat == 36)
        #expect(CATextLayer.defaultValue(forKey: "foregroundColor") as? CGColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(CATextLayer.defaultValue(forKey: "wrapped") as? Bool == false)
        #expect(CATextLayer.defaultValue(forKey: "font") as? String == "Helvetica")
        #expect(CATextLayer.defaultValue(forKey: "string") == nil)
        #expect(CATextLayer.contentKind == .text)
    }

    @Test func applesRawValues() {
        #expect(
            [CATextLayerAlignmentMode.natural, .left, .right, .center, .justified].map(\.rawValue)
                == ["natural", "left", "right", "center", "justified"])
        #expect([CATextLayerTruncationMode.none, .start, .middle, .end].map(\.rawValue) == ["none", "start", "middle", "end"])
    }

    @Test func animatableKeysAreFontSizeAndForegroundColor() {
        for key in ["fontSize", "foregroundColor"] {
            #expect(CATextLayer.propertyDescriptor(forKey: key)?.isAnimatable == true, "\(key)")
        }
        for key in ["string", "font", "wrapped", "truncationMode", "alignmentMode", "allowsFontSubpixelQuantization"] {
            #expect(CATextLayer.propertyDescriptor(forKey: key)?.isAnimatable == false, "\(key)")
        }
        // CALayer's keys are still there.
        #expect(CATextLayer.propertyDescriptor(forKey: "opacity")?.isAnimatable == true)
        #expect(CALayer.propertyDescriptor(forKey: "fontSize") == nil)
    }

    @Test func typedPropertiesAndKeyValueCodingAgree() {
        let layer = CATextLayer()
        layer.setValue("Hello", forKey: "string")
        #expect(layer.string as? String == "Hello")
        layer.setValue(24, forKey: "fontSize")
        #expect(layer.fontSize == 24)
        layer.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKey: "foregroundColor")
        #expect(layer.foregroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        layer.setValue(true, forKey: "wrapped")
        #expect(layer.isWrapped)
        layer.setValue("end", forKey: "truncationMode")
        #expect(layer.truncationMode == .end)
        layer.setValue(CATextLayerAlignmentMode.center, forKey: "alignmentMode")
        #expect(layer.alignmentMode == .center)
        layer.setValue("DejaVu Sans", forKey: "font")
        #expect(layer.font as? String == "DejaVu Sans")

        layer.fontSize = 12
        #expect(layer.value(forKey: "fontSize") as? CGFloat == 12)
        layer.string = "World"
        #expect(layer.value(forKey: "string") as? String == "World")
        layer.alignmentMode = .justified
        #expect(layer.value(forKey: "alignmentMode") as? String == "justified")
        layer.isWrapped = false
        #expect(layer.value(forKey: "wrapped") as? Bool == false)
        layer.allowsFontSubpixelQuantization = true
        #expect(layer.value(forKey: "allowsFontSubpixelQuantization") as? Bool == true)
    }

    @Test func nilRestoresDefaultsAndClearsColour() {
        let layer = CATextLayer()
        layer.font = "DejaVu Sans"
        layer.font = nil
        #expect(layer.font as? String == "Helvetica")
        layer.string = "x"
        layer.string = nil
        #expect(layer.string == nil)
        layer.foregroundColor = nil
        #expect(layer.foregroundColor == nil)
        #expect(layer.value(forKey: "foregroundColor") == nil)
    }

    @Test func wrongValuesAreRefused() {
        let layer = CATextLayer()
        layer.string = "kept"
        layer.setValue(42, forKey: "string")
        #expect(layer.string as? String == "kept")
        layer.font = 3.5
        #expect(layer.font as? String == "Helvetica")
        layer.setValue("big", forKey: "fontSize")
        #expect(layer.fontSize == 36)
    }

    @Test func ctFontKeepsItsNameAndSize() {
        let font = CTFontCreateWithName("Helvetica-Bold", 20, nil)
        #expect(CTFontGetSize(font) == 20)
        #expect(CTFontCopyPostScriptName(font) == "LiberationSans-Bold")  // the PostScript name of the font found
        #expect(CTFont(name: "X", size: -1).size == 12)
        let layer = CATextLayer()
        layer.font = font
        #expect(layer.font as? CTFont == font)
        #expect(CATextLayer.fontName(of: font) == "Helvetica-Bold")
        // Apple: the layer's fontSize applies, not the font's size.
        #expect(layer.fontSize == 36)
    }

    @Test func attributedStringsAreCopiedAndReadIntoRuns() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let source = NSMutableAttributedString(
            string: "Big ", attributes: [.font: CTFontCreateWithName("Helvetica-Bold", 30, nil), .foregroundColor: red])
        source.append(NSAttributedString(string: "small", attributes: [NSAttributedString.Key(kCTForegroundColorAttributeName as String): blue]))
        source.append(NSAttributedString(string: "!", attributes: [.font: "DejaVu Sans"]))
        let layer = CATextLayer()
        layer.string = source
        // Apple's `string` is a copy property: later edits of the source do not reach the layer.
        source.append(NSAttributedString(string: " later"))
        let stored = try #require(layer.string as? NSAttributedString)
        #expect(stored.string == "Big small!")
        let runs = try #require(layer.storage.extensionValue(CATextLayer.Key.string, as: TextLayerString.self)).runs
        #expect(
            runs == [
                TextLayerString.Run(text: "Big ", fontName: "Helvetica-Bold", fontSize: 30, color: red),
                TextLayerString.Run(text: "small", color: blue),
                TextLayerString.Run(text: "!", fontName: "DejaVu Sans"),
            ])
        #expect(layer.storage.extensionValue(CATextLayer.Key.string, as: TextLayerString.self)?.isAttributed == true)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    }

    @Test func initLayerCopiesTheTextProperties() {
        let layer = CATextLayer()
        layer.string = "copy me"
        layer.font = "DejaVu Sans"
        layer.fontSize = 18
        layer.foregroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        layer.isWrapped = true
        layer.truncationMode = .middle
        layer.alignmentMode = .right
        let copy = CATextLayer(layer: layer)
        #expect(copy.string as? String == "copy me")
        #expect(copy.font as? String == "DejaVu Sans")
        #expect(copy.fontSize == 18)
        #expect(copy.foregroundColor == CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(copy.isWrapped)
        #expect(copy.truncationMode == .middle)
        #expect(copy.alignmentMode == .right)
    }
}

extension LayerRuntimeTests {
    @Suite("CATextLayer presentation")
    struct TextLayerPresentationTests {
        /// Seed 000: fontSize from 10 to 30 over 5 s (linear): 14 at 1 s, 26 at 4 s; the
        /// model keeps 36.
        @Test func seedFontSizeAnimation() {
            resetLayerRuntime()
            let text = CATextLayer()
            text.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            text.string = "一串字符串"
            text.frame = CGRect(x: 0, y: 300, width: 300, height: 60)
            CATransaction.flush()
            let animation = CABasicAnimation(keyPath: "fontSize")
            animation.duration = 5
            animation.fromValue = 10
            animation.toValue = 30
            text.add(animation, forKey: "text")
            CATransaction.flush()
            for (time, expected) in [(101.0, 14.0), (104.0, 26.0)] {
                MediaClock.current.set(to: time)
                #expect(close(Double(text.presentation()?.fontSize ?? 0), expected), "t = \(time)")
                #expect(close(text.presentation()?.value(forKey: "fontSize") as? CGFloat ?? 0, expected))
            }
            #expect(text.fontSize == 36)
            #expect(text.presentation()?.string as? String == "一串字符串")
        }

        /// Implicit animation of foregroundColor over the transaction's 0.25 s: half-way the
        /// presentation is the mean of white and red (linear timing forced).
        @Test func implicitForegroundColorAnimation() {
            resetLayerRuntime()
            let text = CATextLayer()
            text.string = "fade"
            CATransaction.flush()
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            CATransaction.commit()
            #expect(text.animationKeys() == ["foregroundColor"])
            MediaClock.current.set(to: 100.125)
            let color = text.presentation()?.foregroundColor
            #expect(close(Double(color?.red ?? 0), 1))
            #expect(close(Double(color?.green ?? 0), 0.5))
            #expect(close(Double(color?.blue ?? 0), 0.5))
            // The discrete keys are not animated themselves; the new text cross-dissolves in
            // (the "contents" action: a fade transition of the transaction's duration).
            text.string = "other"
            text.alignmentMode = .center
            CATransaction.flush()
            #expect(text.animationKeys() == ["foregroundColor", "transition"])
            let fade = text.animation(forKey: "transition") as? CATransition
            #expect(fade?.type == .fade && fade?.duration == 0.25)
        }

        /// Core Animation redraws a text layer's contents when its string changes and runs the
        /// "contents" action, a cross-dissolve (the reason for the common
        /// `actions = ["contents": NSNull()]`); disabled actions, `NSNull` or a delegate's own
        /// action replace it.
        @Test func stringChangesCrossDissolveUnlessTurnedOff() {
            resetLayerRuntime()
            let text = CATextLayer()
            text.string = "first"
            CATransaction.flush()
            text.string = "second"
            CATransaction.flush()
            #expect(text.animationKeys() == ["transition"])
            let quiet = CATextLayer()
            quiet.string = "first"
            quiet.actions = ["contents": NSNull()]
            CATransaction.flush()
            quiet.string = "second"
            quiet.font = "Courier" as NSString
            CATransaction.flush()
            #expect(quiet.animationKeys() == nil)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            text.removeAllAnimations()
            text.string = "third"
            CATransaction.commit()
            #expect(text.animationKeys() == nil)
            // A layer not yet committed draws its first text at once.
            let fresh = CATextLayer()
            fresh.string = "new"
            CATransaction.flush()
            #expect(fresh.animationKeys() == nil)
        }
    }
}
