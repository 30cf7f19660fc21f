import Foundation
import Quartzite
import Testing

@testable import QuartziteRender

/// The shared cache of rasterized content: recipes equal by value hit, content of animations
/// stays within its own budget without pushing still content out.
@Suite struct GeneratedContentCacheTests {
    /// A recipe of a `side × side` transparent image, numbered.
    struct Square: ContentRecipe {
        var number: Int
        var side: Int
        func rasterize() -> GeneratedContent? {
            let image = try! CGImage(
                width: side, height: side, premultipliedRGBA: [UInt8](repeating: 0, count: side * side * 4))
            return GeneratedContent(image: image, rect: CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    @Test func equalRecipesHitAndTransientContentStaysInItsBudget() {
        // 16 × 16 images are 1 KiB: 4 KiB of transient content at most.
        let cache = GeneratedContentCache(capacity: 100, byteBudget: 64 << 10, transientByteBudget: 4 << 10)
        let still = cache.content(for: Square(number: 0, side: 16))
        #expect(still.rasterized && still.content?.image.width == 16)
        #expect(cache.content(for: Square(number: 0, side: 16)).rasterized == false)
        for n in 1...20 { _ = cache.content(for: Square(number: n, side: 16), transient: true) }
        #expect(cache.count == 1 + 4)
        #expect(cache.content(for: Square(number: 0, side: 16)).rasterized == false)
        #expect(cache.content(for: Square(number: 20, side: 16)).rasterized == false)
        #expect(cache.content(for: Square(number: 1, side: 16)).rasterized == true)
        #expect(cache.rasterizations == 22)
    }

    @Test func theByteBudgetEvictsLeastRecentlyUsedFirst() {
        let cache = GeneratedContentCache(capacity: 100, byteBudget: 3 << 10, transientByteBudget: 1 << 10)
        for n in 0..<3 { _ = cache.content(for: Square(number: n, side: 16)) }
        _ = cache.content(for: Square(number: 0, side: 16))  // 0 is now the most recent
        _ = cache.content(for: Square(number: 3, side: 16))
        #expect(cache.count == 3)
        #expect(cache.content(for: Square(number: 0, side: 16)).rasterized == false)
        #expect(cache.content(for: Square(number: 1, side: 16)).rasterized == true)
    }
}
