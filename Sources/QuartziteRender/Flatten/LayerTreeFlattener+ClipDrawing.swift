import Quartzite

extension LayerTreeFlattener {
    /// `masksToBounds` under a turned (or rounded) clip whose clip pass `clipPass` received only
    /// vector drawings (shapes the CPU renderer paints; see ``drawsShapesAsDrawings``): no pass
    /// and no mask pass are needed — each drawing takes the clip's outline (`bounds`, rounded by
    /// `radius` at `corners` with `curve`, through the 2D-affine `layerToPass`) as a clip path of its
    /// commands and moves to `target` within `scissor`, its quad cut to the outline's pixels.
    /// Returns true when done; false (nothing changed) for any other clip pass: another quad,
    /// a blended quad (it blends with the pass's transparency, not with what lies behind), a 3D
    /// matrix.
    ///
    /// The one difference from the pass: where drawings overlap on the outline's anti-aliased
    /// edge, each is faded by the edge's coverage before the next is painted over it (as the
    /// masked-shapes fold does).
    func foldClipIntoDrawings(
        _ clipPass: Int, into target: Int, scissor: PixelRect?, bounds: CGRect, radius: Double, corners: CornerMask,
        curve: CornerCurve, layerToPass: CATransform3D
    ) -> Bool {
        guard drawsShapesAsDrawings, PlaneMatrix.isAffine2D(layerToPass) else {
            return false
        }
        let info = pendingPasses[clipPass]
        guard info.blurSigma == 0, info.cacheKey == nil else { return false }
        foldedClipQuads.removeAll(keepingCapacity: true)
        for q in info.quadRange(of: pendingQuads.count) where pendingQuadPasses[q] == clipPass {
            guard case .drawing = pendingQuads[q].content, pendingQuads[q].blendMode == .normal,
                CATransform3DIsIdentity(pendingStates[pendingQuads[q].sharedStateIndex].transform)
            else { return false }
            foldedClipQuads.append(q)
        }
        // The mask quad's outline: the same radius limits and corner curves.
        let outline = CGPath.layerOutline(
            bounds, radius: radius, corners: corners.rawValue, continuous: curve == .continuous,
            transform: CATransform3DGetAffineTransform(layerToPass))
        let clip = DrawingClip(path: outline.pathData, rule: .winding)
        let reach = outline.boundingBoxOfPath
        for q in foldedClipQuads {
            guard case .drawing(let index) = pendingQuads[q].content else { continue }
            // Drawing quads lie in whole pass pixels under the identity matrix.
            let r = pendingQuads[q].rect
            let quadPixels = PixelRect(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height))
            var state = pendingStates[pendingQuads[q].sharedStateIndex]
            if let scissor { state.clip.scissor = Self.intersect(state.clip.scissor, scissor) }
            guard let cut = PixelRect(covering: reach, within: quadPixels, limit: Self.drawingCoordinateLimit),
                state.clip.scissor.map({ $0.width > 0 && $0.height > 0 }) ?? true
            else {
                pendingQuadPasses[q] = -1
                continue
            }
            let drawing = pendingDrawings[index]
            pendingDrawings[index] = RecordedDrawing(
                pixelWidth: drawing.pixelWidth, pixelHeight: drawing.pixelHeight, scale: drawing.scale,
                commands: drawing.commands.map { command in
                    var clipped = command
                    clipped.clips.append(clip)
                    return clipped
                })
            pendingStates.append(state)
            pendingQuads[q].sharedStateIndex = pendingStates.count - 1
            pendingQuads[q].rect = cut.rect
            pendingQuads[q].uvRect = cut.rect
            pendingQuadPasses[q] = target
        }
        return true
    }
}
