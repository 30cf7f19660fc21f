import Foundation
import Testing

@testable import Quartzite

@Suite("CAAction")
struct CAActionTests {
    final class Host: AnimationHost {
        var added: [(CAAnimation, String?)] = []
        func add(_ anim: CAAnimation, forKey key: String?) { added.append((anim, key)) }
    }

    @Test func runAddsTheAnimationToAHost() {
        let host = Host()
        let animation = basic("opacity", to: 1.0)
        let action: CAAction = animation
        action.run(forKey: "opacity", object: host, arguments: nil)
        #expect(host.added.count == 1)
        #expect(host.added.first?.0 === animation)
        #expect(host.added.first?.1 == "opacity")
    }
}
