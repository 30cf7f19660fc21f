import Foundation
import QuartzGeometry
import Testing

@Suite struct CATransform3DTests {
    @Test func defaultInitialiserIsAllZeroAndFieldsReadBack() {
        #expect(fields(CATransform3D()).allSatisfy { $0 == 0 })
        let t = CATransform3D(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
            m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        #expect(fields(t) == (1...16).map { CGFloat($0) })
        var u = t
        u.m34 = -0.002
        #expect(u.m34 == -0.002 && u.m33 == 11 && u.m43 == 15)
        #expect(u != t)
        u.m34 = 12
        #expect(u == t && u.hashValue == t.hashValue)
    }

    @Test func identity() {
        #expect(
            fields(CATransform3DIdentity)
                == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(
            CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3DMakeScale(1, 1, 1)))
    }

    @Test func codableIsRowMajorArrayOf16() throws {
        let t = CATransform3D(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
            m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        let data = try JSONEncoder().encode(t)
        #expect(
            String(decoding: data, as: UTF8.self)
                == "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]")
        #expect(try JSONDecoder().decode(CATransform3D.self, from: data) == t)
    }

    @Test func descriptionListsFieldsInOrder() {
        let text = CATransform3DMakeTranslation(3, 4, 5).description
        #expect(text.hasPrefix("CATransform3D(m11: 1.0, m12: 0.0, m13: 0.0, m14: 0.0, m21: 0.0"))
        #expect(text.hasSuffix("m41: 3.0, m42: 4.0, m43: 5.0, m44: 1.0)"))
    }
}
