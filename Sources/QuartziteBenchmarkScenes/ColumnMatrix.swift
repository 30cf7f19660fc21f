import Foundation
import QuartzGeometry
import QuartziteCompositor

/// A 4×4 matrix in the benchmark harness's column-vector convention (`m[row][column]`), so
/// the scenes are built with the very products `scene.h` computes.
struct ColumnMatrix {
    var m: [[Double]]

    static var identity: ColumnMatrix {
        ColumnMatrix(m: (0..<4).map { r in (0..<4).map { c in r == c ? 1.0 : 0.0 } })
    }

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> ColumnMatrix {
        var t = identity
        t.m[0][3] = x
        t.m[1][3] = y
        t.m[2][3] = z
        return t
    }

    static func scale(_ s: Double) -> ColumnMatrix {
        var t = identity
        t.m[0][0] = s
        t.m[1][1] = s
        t.m[2][2] = s
        return t
    }

    static func rotationZ(_ a: Double) -> ColumnMatrix {
        var t = identity
        t.m[0][0] = cos(a)
        t.m[0][1] = -sin(a)
        t.m[1][0] = sin(a)
        t.m[1][1] = cos(a)
        return t
    }

    static func rotationY(_ a: Double) -> ColumnMatrix {
        var t = identity
        t.m[0][0] = cos(a)
        t.m[0][2] = sin(a)
        t.m[2][0] = -sin(a)
        t.m[2][2] = cos(a)
        return t
    }

    static func * (a: ColumnMatrix, b: ColumnMatrix) -> ColumnMatrix {
        var r = identity
        for i in 0..<4 {
            for j in 0..<4 {
                var s = 0.0
                for k in 0..<4 { s += a.m[i][k] * b.m[k][j] }
                r.m[i][j] = s
            }
        }
        return r
    }

    /// The same mapping as a row-vector `CATransform3D` (the transpose).
    var transform: CATransform3D {
        CATransform3D(
            m11: m[0][0], m12: m[1][0], m13: m[2][0], m14: m[3][0],
            m21: m[0][1], m22: m[1][1], m23: m[2][1], m24: m[3][1],
            m31: m[0][2], m32: m[1][2], m33: m[2][2], m34: m[3][2],
            m41: m[0][3], m42: m[1][3], m43: m[2][3], m44: m[3][3])
    }
}
