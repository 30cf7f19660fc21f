@testable import QuartzGeometry
import Testing

@Suite("Zeroed pixel buffers")
struct ZeroedBytesTests {
    @Test("zeroed buffers hold count zero bytes, below and above the huge-page size", arguments: [0, 1, 4099, (5 << 20) + 3])
    func zeroed(count: Int) {
        let bytes = zeroedBytes(count: count)
        #expect(bytes.count == count)
        #expect(bytes.allSatisfy { $0 == 0 })
    }
}
