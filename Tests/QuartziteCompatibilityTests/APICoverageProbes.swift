// Generated from docs/api/quartzcore-symbols.tsv by APICoverageTests; do not edit.
// Compiles only if every QuartzCore symbol the list marks as present exists in
// Quartzite, written as iOS code would reach it. Never called.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

func apiCoverageProbes() {
    // CAMediaTiming
    _ = (any CAMediaTiming).self
    // CAMediaTiming.beginTime
    _ = \CAMediaTiming.beginTime
    // CAMediaTiming.duration
    _ = \CAMediaTiming.duration
    // CAMediaTiming.speed
    _ = \CAMediaTiming.speed
    // CAMediaTiming.timeOffset
    _ = \CAMediaTiming.timeOffset
    // CAMediaTiming.repeatCount
    _ = \CAMediaTiming.repeatCount
    // CAMediaTiming.repeatDuration
    _ = \CAMediaTiming.repeatDuration
    // CAMediaTiming.autoreverses
    _ = \CAMediaTiming.autoreverses
    // CAMediaTiming.fillMode
    _ = \CAMediaTiming.fillMode
    // CAMediaTimingFillMode
    _ = CAMediaTimingFillMode.self
    // CAMediaTimingFillMode.forwards
    _ = CAMediaTimingFillMode.forwards
    // CAMediaTimingFillMode.backwards
    _ = CAMediaTimingFillMode.backwards
    // CAMediaTimingFillMode.both
    _ = CAMediaTimingFillMode.both
    // CAMediaTimingFillMode.removed
    _ = CAMediaTimingFillMode.removed
    // CACurrentMediaTime()
    _ = CACurrentMediaTime
    // CATransform3D
    _ = CATransform3D()
    // CATransform3D.m11 … m44
    _ = \CATransform3D.m11; _ = \CATransform3D.m34; _ = \CATransform3D.m44
    // CATransform3D.init(m11:…:m44:)
    _ = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    // CATransform3DIdentity
    _ = CATransform3DIdentity
    // CATransform3DIsIdentity
    _ = CATransform3DIsIdentity
    // CATransform3DEqualToTransform
    _ = CATransform3DEqualToTransform
    // CATransform3DMakeTranslation
    _ = CATransform3DMakeTranslation
    // CATransform3DMakeScale
    _ = CATransform3DMakeScale
    // CATransform3DMakeRotation
    _ = CATransform3DMakeRotation
    // CATransform3DTranslate
    _ = CATransform3DTranslate
    // CATransform3DScale
    _ = CATransform3DScale
    // CATransform3DRotate
    _ = CATransform3DRotate
    // CATransform3DConcat
    _ = CATransform3DConcat
    // CATransform3DInvert
    _ = CATransform3DInvert
    // CATransform3DMakeAffineTransform
    _ = CATransform3DMakeAffineTransform
    // CATransform3DIsAffine
    _ = CATransform3DIsAffine
    // CATransform3DGetAffineTransform
    _ = CATransform3DGetAffineTransform
    // NSValue.init(caTransform3D:)
    _ = NSValue(caTransform3D: CATransform3DIdentity)
    // NSValue.caTransform3DValue
    _ = \NSValue.caTransform3DValue
    // CAMediaTimingFunction
    _ = CAMediaTimingFunction.self
    // CAMediaTimingFunction.init(name:)
    _ = CAMediaTimingFunction(name: .linear)
    // CAMediaTimingFunction.init(controlPoints:_:_:_:)
    _ = CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)
    // CAMediaTimingFunction.getControlPoint(at:values:)
    _ = CAMediaTimingFunction.getControlPoint(at:values:)
    // CAMediaTimingFunctionName
    _ = CAMediaTimingFunctionName.self
    // CAMediaTimingFunctionName.linear
    _ = CAMediaTimingFunctionName.linear
    // CAMediaTimingFunctionName.easeIn
    _ = CAMediaTimingFunctionName.easeIn
    // CAMediaTimingFunctionName.easeOut
    _ = CAMediaTimingFunctionName.easeOut
    // CAMediaTimingFunctionName.easeInEaseOut
    _ = CAMediaTimingFunctionName.easeInEaseOut
    // CAMediaTimingFunctionName.default
    _ = CAMediaTimingFunctionName.default
    // CAAction
    _ = (any CAAction).self
    // CAAction.run(forKey:object:arguments:)
    _ = { (a: any CAAction) in a.run(forKey: "", object: 0, arguments: nil) }
    // NSNull: CAAction
    _ = NSNull() as any CAAction
    // CAAnimation
    _ = CAAnimation.self
    // CAAnimation.init()
    _ = CAAnimation()
    // CAAnimation.defaultValue(forKey:)
    _ = CAAnimation.defaultValue(forKey:)
    // CAAnimation.shouldArchiveValue(forKey:)
    _ = CAAnimation.shouldArchiveValue(forKey:)
    // CAAnimation.timingFunction
    _ = \CAAnimation.timingFunction
    // CAAnimation.delegate
    _ = \CAAnimation.delegate
    // CAAnimation.isRemovedOnCompletion
    _ = \CAAnimation.isRemovedOnCompletion
    // CAAnimation.beginTime
    _ = \CAAnimation.beginTime
    // CAAnimation.duration
    _ = \CAAnimation.duration
    // CAAnimation.speed
    _ = \CAAnimation.speed
    // CAAnimation.timeOffset
    _ = \CAAnimation.timeOffset
    // CAAnimation.repeatCount
    _ = \CAAnimation.repeatCount
    // CAAnimation.repeatDuration
    _ = \CAAnimation.repeatDuration
    // CAAnimation.autoreverses
    _ = \CAAnimation.autoreverses
    // CAAnimation.fillMode
    _ = \CAAnimation.fillMode
    // CAAnimation.preferredFrameRateRange
    _ = \CAAnimation.preferredFrameRateRange
    // CAAnimation.copy()
    _ = CAAnimation.copy
    // CAAnimation.value(forKey:)
    _ = CAAnimation.value(forKey:)
    // CAAnimation.setValue(_:forKey:)
    _ = CAAnimation.setValue(_:forKey:)
    // CAAnimation.run(forKey:object:arguments:)
    _ = CAAnimation.run(forKey:object:arguments:)
    // CAAnimationDelegate
    _ = (any CAAnimationDelegate).self
    // CAAnimationDelegate.animationDidStart(_:)
    _ = { (d: any CAAnimationDelegate) in d.animationDidStart(CAAnimation()) }
    // CAAnimationDelegate.animationDidStop(_:finished:)
    _ = { (d: any CAAnimationDelegate) in d.animationDidStop(CAAnimation(), finished: true) }
    // CAPropertyAnimation
    _ = CAPropertyAnimation.self
    // CAPropertyAnimation.init(keyPath:)
    _ = CAPropertyAnimation(keyPath: "opacity")
    // CAPropertyAnimation.keyPath
    _ = \CAPropertyAnimation.keyPath
    // CAPropertyAnimation.isAdditive
    _ = \CAPropertyAnimation.isAdditive
    // CAPropertyAnimation.isCumulative
    _ = \CAPropertyAnimation.isCumulative
    // CAPropertyAnimation.valueFunction
    _ = \CAPropertyAnimation.valueFunction
    // CABasicAnimation
    _ = CABasicAnimation.self
    // CABasicAnimation.fromValue
    _ = \CABasicAnimation.fromValue
    // CABasicAnimation.toValue
    _ = \CABasicAnimation.toValue
    // CABasicAnimation.byValue
    _ = \CABasicAnimation.byValue
    // CAKeyframeAnimation
    _ = CAKeyframeAnimation.self
    // CAKeyframeAnimation.values
    _ = \CAKeyframeAnimation.values
    // CAKeyframeAnimation.path
    _ = \CAKeyframeAnimation.path
    // CAKeyframeAnimation.keyTimes
    _ = \CAKeyframeAnimation.keyTimes
    // CAKeyframeAnimation.timingFunctions
    _ = \CAKeyframeAnimation.timingFunctions
    // CAKeyframeAnimation.calculationMode
    _ = \CAKeyframeAnimation.calculationMode
    // CAKeyframeAnimation.tensionValues
    _ = \CAKeyframeAnimation.tensionValues
    // CAKeyframeAnimation.continuityValues
    _ = \CAKeyframeAnimation.continuityValues
    // CAKeyframeAnimation.biasValues
    _ = \CAKeyframeAnimation.biasValues
    // CAKeyframeAnimation.rotationMode
    _ = \CAKeyframeAnimation.rotationMode
    // CAAnimationCalculationMode
    _ = CAAnimationCalculationMode.self
    // CAAnimationCalculationMode.linear
    _ = CAAnimationCalculationMode.linear
    // CAAnimationCalculationMode.discrete
    _ = CAAnimationCalculationMode.discrete
    // CAAnimationCalculationMode.paced
    _ = CAAnimationCalculationMode.paced
    // CAAnimationCalculationMode.cubic
    _ = CAAnimationCalculationMode.cubic
    // CAAnimationCalculationMode.cubicPaced
    _ = CAAnimationCalculationMode.cubicPaced
    // CAAnimationRotationMode
    _ = CAAnimationRotationMode.self
    // CAAnimationRotationMode.rotateAuto
    _ = CAAnimationRotationMode.rotateAuto
    // CAAnimationRotationMode.rotateAutoReverse
    _ = CAAnimationRotationMode.rotateAutoReverse
    // CASpringAnimation
    _ = CASpringAnimation.self
    // CASpringAnimation.mass
    _ = \CASpringAnimation.mass
    // CASpringAnimation.stiffness
    _ = \CASpringAnimation.stiffness
    // CASpringAnimation.damping
    _ = \CASpringAnimation.damping
    // CASpringAnimation.initialVelocity
    _ = \CASpringAnimation.initialVelocity
    // CASpringAnimation.settlingDuration
    _ = \CASpringAnimation.settlingDuration
    // CASpringAnimation.allowsOverdamping
    _ = \CASpringAnimation.allowsOverdamping
    // CASpringAnimation.perceptualDuration
    _ = \CASpringAnimation.perceptualDuration
    // CASpringAnimation.bounce
    _ = \CASpringAnimation.bounce
    // CASpringAnimation.init(perceptualDuration:bounce:)
    _ = CASpringAnimation(perceptualDuration: 1, bounce: 0)
    // CATransition
    _ = CATransition.self
    // CATransition.type
    _ = \CATransition.type
    // CATransition.subtype
    _ = \CATransition.subtype
    // CATransition.startProgress
    _ = \CATransition.startProgress
    // CATransition.endProgress
    _ = \CATransition.endProgress
    // CATransitionType
    _ = CATransitionType.self
    // CATransitionType.fade
    _ = CATransitionType.fade
    // CATransitionType.moveIn
    _ = CATransitionType.moveIn
    // CATransitionType.push
    _ = CATransitionType.push
    // CATransitionType.reveal
    _ = CATransitionType.reveal
    // CATransitionSubtype
    _ = CATransitionSubtype.self
    // CATransitionSubtype.fromRight
    _ = CATransitionSubtype.fromRight
    // CATransitionSubtype.fromLeft
    _ = CATransitionSubtype.fromLeft
    // CATransitionSubtype.fromTop
    _ = CATransitionSubtype.fromTop
    // CATransitionSubtype.fromBottom
    _ = CATransitionSubtype.fromBottom
    // CAAnimationGroup
    _ = CAAnimationGroup.self
    // CAAnimationGroup.animations
    _ = \CAAnimationGroup.animations
    // CAValueFunction
    _ = CAValueFunction.self
    // CAValueFunction.init(name:)
    _ = CAValueFunction(name: .rotateZ)
    // CAValueFunction.name
    _ = \CAValueFunction.name
    // CAValueFunctionName
    _ = CAValueFunctionName.self
    // CAValueFunctionName.rotateX
    _ = CAValueFunctionName.rotateX
    // CAValueFunctionName.rotateY
    _ = CAValueFunctionName.rotateY
    // CAValueFunctionName.rotateZ
    _ = CAValueFunctionName.rotateZ
    // CAValueFunctionName.scale
    _ = CAValueFunctionName.scale
    // CAValueFunctionName.scaleX
    _ = CAValueFunctionName.scaleX
    // CAValueFunctionName.scaleY
    _ = CAValueFunctionName.scaleY
    // CAValueFunctionName.scaleZ
    _ = CAValueFunctionName.scaleZ
    // CAValueFunctionName.translate
    _ = CAValueFunctionName.translate
    // CAValueFunctionName.translateX
    _ = CAValueFunctionName.translateX
    // CAValueFunctionName.translateY
    _ = CAValueFunctionName.translateY
    // CAValueFunctionName.translateZ
    _ = CAValueFunctionName.translateZ
    // CAFrameRateRange
    _ = CAFrameRateRange.self
    // CAFrameRateRange.init(minimum:maximum:preferred:)
    _ = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
    // CAFrameRateRange.minimum
    _ = \CAFrameRateRange.minimum
    // CAFrameRateRange.maximum
    _ = \CAFrameRateRange.maximum
    // CAFrameRateRange.preferred
    _ = \CAFrameRateRange.preferred
    // CAFrameRateRange.default
    _ = CAFrameRateRange.default
    // CAFrameRateRange.isEqual(to:)
    _ = CAFrameRateRange.isEqual(to:)
    // CATransaction
    _ = CATransaction.self
    // CATransaction.begin()
    _ = CATransaction.begin
    // CATransaction.commit()
    _ = CATransaction.commit
    // CATransaction.flush()
    _ = CATransaction.flush
    // CATransaction.lock()
    _ = CATransaction.lock
    // CATransaction.unlock()
    _ = CATransaction.unlock
    // CATransaction.animationDuration()
    _ = CATransaction.animationDuration
    // CATransaction.setAnimationDuration(_:)
    _ = CATransaction.setAnimationDuration(_:)
    // CATransaction.animationTimingFunction()
    _ = CATransaction.animationTimingFunction
    // CATransaction.setAnimationTimingFunction(_:)
    _ = CATransaction.setAnimationTimingFunction(_:)
    // CATransaction.disableActions()
    _ = CATransaction.disableActions
    // CATransaction.setDisableActions(_:)
    _ = CATransaction.setDisableActions(_:)
    // CATransaction.completionBlock()
    _ = CATransaction.completionBlock
    // CATransaction.setCompletionBlock(_:)
    _ = CATransaction.setCompletionBlock(_:)
    // CATransaction.value(forKey:)
    _ = CATransaction.value(forKey:)
    // CATransaction.setValue(_:forKey:)
    _ = CATransaction.setValue(_:forKey:)
    // kCATransactionAnimationDuration
    _ = kCATransactionAnimationDuration
    // kCATransactionDisableActions
    _ = kCATransactionDisableActions
    // kCATransactionAnimationTimingFunction
    _ = kCATransactionAnimationTimingFunction
    // kCATransactionCompletionBlock
    _ = kCATransactionCompletionBlock
    // CALayer
    _ = CALayer.self
    // CALayer.init()
    _ = CALayer()
    // CALayer.init(layer:)
    _ = CALayer.init(layer:)
    // CALayer.presentation()
    _ = CALayer.presentation
    // CALayer.model()
    _ = CALayer.model
    // CALayer.defaultValue(forKey:)
    _ = CALayer.defaultValue(forKey:)
    // CALayer.needsDisplay(forKey:)
    _ = CALayer.needsDisplay(forKey:)
    // CALayer.shouldArchiveValue(forKey:)
    _ = CALayer.shouldArchiveValue(forKey:)
    // CALayer.bounds
    _ = \CALayer.bounds
    // CALayer.position
    _ = \CALayer.position
    // CALayer.zPosition
    _ = \CALayer.zPosition
    // CALayer.anchorPoint
    _ = \CALayer.anchorPoint
    // CALayer.anchorPointZ
    _ = \CALayer.anchorPointZ
    // CALayer.transform
    _ = \CALayer.transform
    // CALayer.frame
    _ = \CALayer.frame
    // CALayer.isHidden
    _ = \CALayer.isHidden
    // CALayer.isDoubleSided
    _ = \CALayer.isDoubleSided
    // CALayer.isGeometryFlipped
    _ = \CALayer.isGeometryFlipped
    // CALayer.superlayer
    _ = \CALayer.superlayer
    // CALayer.sublayers
    _ = \CALayer.sublayers
    // CALayer.sublayerTransform
    _ = \CALayer.sublayerTransform
    // CALayer.mask
    _ = \CALayer.mask
    // CALayer.masksToBounds
    _ = \CALayer.masksToBounds
    // CALayer.affineTransform()
    _ = CALayer.affineTransform
    // CALayer.setAffineTransform(_:)
    _ = CALayer.setAffineTransform(_:)
    // CALayer.contentsAreFlipped()
    _ = CALayer.contentsAreFlipped
    // CALayer.removeFromSuperlayer()
    _ = CALayer.removeFromSuperlayer
    // CALayer.addSublayer(_:)
    _ = CALayer.addSublayer(_:)
    // CALayer.insertSublayer(_:at:)
    _ = CALayer.insertSublayer(_:at:)
    // CALayer.insertSublayer(_:below:)
    _ = CALayer.insertSublayer(_:below:)
    // CALayer.insertSublayer(_:above:)
    _ = CALayer.insertSublayer(_:above:)
    // CALayer.replaceSublayer(_:with:)
    _ = CALayer.replaceSublayer(_:with:)
    // CALayer.convert(_:from:) (CGPoint)
    _ = CALayer.convert(_:from:) as (CALayer) -> (CGPoint, CALayer?) -> CGPoint
    // CALayer.convert(_:to:) (CGPoint)
    _ = CALayer.convert(_:to:) as (CALayer) -> (CGPoint, CALayer?) -> CGPoint
    // CALayer.convert(_:from:) (CGRect)
    _ = CALayer.convert(_:from:) as (CALayer) -> (CGRect, CALayer?) -> CGRect
    // CALayer.convert(_:to:) (CGRect)
    _ = CALayer.convert(_:to:) as (CALayer) -> (CGRect, CALayer?) -> CGRect
    // CALayer.convertTime(_:from:)
    _ = CALayer.convertTime(_:from:)
    // CALayer.convertTime(_:to:)
    _ = CALayer.convertTime(_:to:)
    // CALayer.hitTest(_:)
    _ = CALayer.hitTest(_:)
    // CALayer.contains(_:)
    _ = CALayer.contains(_:)
    // CALayer.contents
    _ = \CALayer.contents
    // CALayer.contentsRect
    _ = \CALayer.contentsRect
    // CALayer.contentsGravity
    _ = \CALayer.contentsGravity
    // CALayer.contentsScale
    _ = \CALayer.contentsScale
    // CALayer.contentsCenter
    _ = \CALayer.contentsCenter
    // CALayer.contentsFormat
    _ = \CALayer.contentsFormat
    // CALayer.wantsExtendedDynamicRangeContent
    _ = \CALayer.wantsExtendedDynamicRangeContent
    // CALayer.minificationFilter
    _ = \CALayer.minificationFilter
    // CALayer.magnificationFilter
    _ = \CALayer.magnificationFilter
    // CALayer.minificationFilterBias
    _ = \CALayer.minificationFilterBias
    // CALayer.isOpaque
    _ = \CALayer.isOpaque
    // CALayer.display()
    _ = CALayer.display
    // CALayer.needsDisplay()
    _ = CALayer.needsDisplay
    // CALayer.displayIfNeeded()
    _ = CALayer.displayIfNeeded
    // CALayer.setNeedsDisplay()
    _ = CALayer.setNeedsDisplay as (CALayer) -> () -> Void
    // CALayer.setNeedsDisplay(_:)
    _ = CALayer.setNeedsDisplay(_:)
    // CALayer.needsDisplayOnBoundsChange
    _ = \CALayer.needsDisplayOnBoundsChange
    // CALayer.drawsAsynchronously
    _ = \CALayer.drawsAsynchronously
    // CALayer.draw(in:)
    _ = CALayer.draw(in:)
    // CALayer.render(in:)
    _ = CALayer.render(in:)
    // CALayer.edgeAntialiasingMask
    _ = \CALayer.edgeAntialiasingMask
    // CALayer.allowsEdgeAntialiasing
    _ = \CALayer.allowsEdgeAntialiasing
    // CALayer.backgroundColor
    _ = \CALayer.backgroundColor
    // CALayer.cornerRadius
    _ = \CALayer.cornerRadius
    // CALayer.maskedCorners
    _ = \CALayer.maskedCorners
    // CALayer.cornerCurve
    _ = \CALayer.cornerCurve
    // CALayer.cornerCurveExpansionFactor(_:)
    _ = CALayer.cornerCurveExpansionFactor(_:)
    // CALayer.borderWidth
    _ = \CALayer.borderWidth
    // CALayer.borderColor
    _ = \CALayer.borderColor
    // CALayer.opacity
    _ = \CALayer.opacity
    // CALayer.allowsGroupOpacity
    _ = \CALayer.allowsGroupOpacity
    // CALayer.compositingFilter
    _ = \CALayer.compositingFilter
    // CALayer.shouldRasterize
    _ = \CALayer.shouldRasterize
    // CALayer.rasterizationScale
    _ = \CALayer.rasterizationScale
    // CALayer.shadowColor
    _ = \CALayer.shadowColor
    // CALayer.shadowOpacity
    _ = \CALayer.shadowOpacity
    // CALayer.shadowOffset
    _ = \CALayer.shadowOffset
    // CALayer.shadowRadius
    _ = \CALayer.shadowRadius
    // CALayer.shadowPath
    _ = \CALayer.shadowPath
    // CALayer.preferredFrameSize()
    _ = CALayer.preferredFrameSize
    // CALayer.setNeedsLayout()
    _ = CALayer.setNeedsLayout
    // CALayer.needsLayout()
    _ = CALayer.needsLayout
    // CALayer.layoutIfNeeded()
    _ = CALayer.layoutIfNeeded
    // CALayer.layoutSublayers()
    _ = CALayer.layoutSublayers
    // CALayer.defaultAction(forKey:)
    _ = CALayer.defaultAction(forKey:)
    // CALayer.action(forKey:)
    _ = CALayer.action(forKey:)
    // CALayer.actions
    _ = \CALayer.actions
    // CALayer.add(_:forKey:)
    _ = CALayer.add(_:forKey:)
    // CALayer.removeAllAnimations()
    _ = CALayer.removeAllAnimations
    // CALayer.removeAnimation(forKey:)
    _ = CALayer.removeAnimation(forKey:)
    // CALayer.animationKeys()
    _ = CALayer.animationKeys
    // CALayer.animation(forKey:)
    _ = CALayer.animation(forKey:)
    // CALayer.value(forKey:)
    _ = CALayer.value(forKey:)
    // CALayer.setValue(_:forKey:)
    _ = CALayer.setValue(_:forKey:)
    // CALayer.value(forKeyPath:)
    _ = CALayer.value(forKeyPath:)
    // CALayer.setValue(_:forKeyPath:)
    _ = CALayer.setValue(_:forKeyPath:)
    // CALayer.name
    _ = \CALayer.name
    // CALayer.delegate
    _ = \CALayer.delegate
    // CALayer.style
    _ = \CALayer.style
    // CALayer.beginTime
    _ = \CALayer.beginTime
    // CALayer.duration
    _ = \CALayer.duration
    // CALayer.speed
    _ = \CALayer.speed
    // CALayer.timeOffset
    _ = \CALayer.timeOffset
    // CALayer.repeatCount
    _ = \CALayer.repeatCount
    // CALayer.repeatDuration
    _ = \CALayer.repeatDuration
    // CALayer.autoreverses
    _ = \CALayer.autoreverses
    // CALayer.fillMode
    _ = \CALayer.fillMode
    // CALayerDelegate
    _ = (any CALayerDelegate).self
    // CALayerDelegate.display(_:)
    _ = { (d: any CALayerDelegate) in d.display(CALayer()) }
    // CALayerDelegate.draw(_:in:)
    _ = { (d: any CALayerDelegate, c: CGContext) in d.draw(CALayer(), in: c) }
    // CALayerDelegate.layerWillDraw(_:)
    _ = { (d: any CALayerDelegate) in d.layerWillDraw(CALayer()) }
    // CALayerDelegate.layoutSublayers(of:)
    _ = { (d: any CALayerDelegate) in d.layoutSublayers(of: CALayer()) }
    // CALayerDelegate.action(for:forKey:)
    _ = { (d: any CALayerDelegate) in _ = d.action(for: CALayer(), forKey: "") }
    // CACornerMask
    _ = CACornerMask.self
    // CACornerMask.layerMinXMinYCorner
    _ = CACornerMask.layerMinXMinYCorner
    // CACornerMask.layerMaxXMinYCorner
    _ = CACornerMask.layerMaxXMinYCorner
    // CACornerMask.layerMinXMaxYCorner
    _ = CACornerMask.layerMinXMaxYCorner
    // CACornerMask.layerMaxXMaxYCorner
    _ = CACornerMask.layerMaxXMaxYCorner
    // CAEdgeAntialiasingMask
    _ = CAEdgeAntialiasingMask.self
    // CAEdgeAntialiasingMask.layerLeftEdge
    _ = CAEdgeAntialiasingMask.layerLeftEdge
    // CAEdgeAntialiasingMask.layerRightEdge
    _ = CAEdgeAntialiasingMask.layerRightEdge
    // CAEdgeAntialiasingMask.layerBottomEdge
    _ = CAEdgeAntialiasingMask.layerBottomEdge
    // CAEdgeAntialiasingMask.layerTopEdge
    _ = CAEdgeAntialiasingMask.layerTopEdge
    // CALayerContentsGravity
    _ = CALayerContentsGravity.self
    // CALayerContentsGravity.center
    _ = CALayerContentsGravity.center
    // CALayerContentsGravity.top
    _ = CALayerContentsGravity.top
    // CALayerContentsGravity.bottom
    _ = CALayerContentsGravity.bottom
    // CALayerContentsGravity.left
    _ = CALayerContentsGravity.left
    // CALayerContentsGravity.right
    _ = CALayerContentsGravity.right
    // CALayerContentsGravity.topLeft
    _ = CALayerContentsGravity.topLeft
    // CALayerContentsGravity.topRight
    _ = CALayerContentsGravity.topRight
    // CALayerContentsGravity.bottomLeft
    _ = CALayerContentsGravity.bottomLeft
    // CALayerContentsGravity.bottomRight
    _ = CALayerContentsGravity.bottomRight
    // CALayerContentsGravity.resize
    _ = CALayerContentsGravity.resize
    // CALayerContentsGravity.resizeAspect
    _ = CALayerContentsGravity.resizeAspect
    // CALayerContentsGravity.resizeAspectFill
    _ = CALayerContentsGravity.resizeAspectFill
    // CALayerContentsFilter
    _ = CALayerContentsFilter.self
    // CALayerContentsFilter.linear
    _ = CALayerContentsFilter.linear
    // CALayerContentsFilter.nearest
    _ = CALayerContentsFilter.nearest
    // CALayerContentsFilter.trilinear
    _ = CALayerContentsFilter.trilinear
    // CALayerCornerCurve
    _ = CALayerCornerCurve.self
    // CALayerCornerCurve.circular
    _ = CALayerCornerCurve.circular
    // CALayerCornerCurve.continuous
    _ = CALayerCornerCurve.continuous
    // CALayerContentsFormat
    _ = CALayerContentsFormat.self
    // CALayerContentsFormat.RGBA8Uint
    _ = CALayerContentsFormat.RGBA8Uint
    // CALayerContentsFormat.RGBA16Float
    _ = CALayerContentsFormat.RGBA16Float
    // CALayerContentsFormat.gray8Uint
    _ = CALayerContentsFormat.gray8Uint
    // kCAOnOrderIn
    _ = kCAOnOrderIn
    // kCAOnOrderOut
    _ = kCAOnOrderOut
    // kCATransition
    _ = kCATransition
    // CAShapeLayer
    _ = CAShapeLayer.self
    // CAShapeLayer.path
    _ = \CAShapeLayer.path
    // CAShapeLayer.fillColor
    _ = \CAShapeLayer.fillColor
    // CAShapeLayer.fillRule
    _ = \CAShapeLayer.fillRule
    // CAShapeLayer.strokeColor
    _ = \CAShapeLayer.strokeColor
    // CAShapeLayer.strokeStart
    _ = \CAShapeLayer.strokeStart
    // CAShapeLayer.strokeEnd
    _ = \CAShapeLayer.strokeEnd
    // CAShapeLayer.lineWidth
    _ = \CAShapeLayer.lineWidth
    // CAShapeLayer.miterLimit
    _ = \CAShapeLayer.miterLimit
    // CAShapeLayer.lineCap
    _ = \CAShapeLayer.lineCap
    // CAShapeLayer.lineJoin
    _ = \CAShapeLayer.lineJoin
    // CAShapeLayer.lineDashPhase
    _ = \CAShapeLayer.lineDashPhase
    // CAShapeLayer.lineDashPattern
    _ = \CAShapeLayer.lineDashPattern
    // CAShapeLayerFillRule
    _ = CAShapeLayerFillRule.self
    // CAShapeLayerFillRule.nonZero
    _ = CAShapeLayerFillRule.nonZero
    // CAShapeLayerFillRule.evenOdd
    _ = CAShapeLayerFillRule.evenOdd
    // CAShapeLayerLineCap
    _ = CAShapeLayerLineCap.self
    // CAShapeLayerLineCap.butt
    _ = CAShapeLayerLineCap.butt
    // CAShapeLayerLineCap.round
    _ = CAShapeLayerLineCap.round
    // CAShapeLayerLineCap.square
    _ = CAShapeLayerLineCap.square
    // CAShapeLayerLineJoin
    _ = CAShapeLayerLineJoin.self
    // CAShapeLayerLineJoin.miter
    _ = CAShapeLayerLineJoin.miter
    // CAShapeLayerLineJoin.round
    _ = CAShapeLayerLineJoin.round
    // CAShapeLayerLineJoin.bevel
    _ = CAShapeLayerLineJoin.bevel
    // CATextLayer
    _ = CATextLayer.self
    // CATextLayer.string
    _ = \CATextLayer.string
    // CATextLayer.font
    _ = \CATextLayer.font
    // CATextLayer.fontSize
    _ = \CATextLayer.fontSize
    // CATextLayer.foregroundColor
    _ = \CATextLayer.foregroundColor
    // CATextLayer.isWrapped
    _ = \CATextLayer.isWrapped
    // CATextLayer.truncationMode
    _ = \CATextLayer.truncationMode
    // CATextLayer.alignmentMode
    _ = \CATextLayer.alignmentMode
    // CATextLayer.allowsFontSubpixelQuantization
    _ = \CATextLayer.allowsFontSubpixelQuantization
    // CATextLayerTruncationMode
    _ = CATextLayerTruncationMode.self
    // CATextLayerTruncationMode.none
    _ = CATextLayerTruncationMode.none
    // CATextLayerTruncationMode.start
    _ = CATextLayerTruncationMode.start
    // CATextLayerTruncationMode.end
    _ = CATextLayerTruncationMode.end
    // CATextLayerTruncationMode.middle
    _ = CATextLayerTruncationMode.middle
    // CATextLayerAlignmentMode
    _ = CATextLayerAlignmentMode.self
    // CATextLayerAlignmentMode.natural
    _ = CATextLayerAlignmentMode.natural
    // CATextLayerAlignmentMode.left
    _ = CATextLayerAlignmentMode.left
    // CATextLayerAlignmentMode.right
    _ = CATextLayerAlignmentMode.right
    // CATextLayerAlignmentMode.center
    _ = CATextLayerAlignmentMode.center
    // CATextLayerAlignmentMode.justified
    _ = CATextLayerAlignmentMode.justified
    // CAGradientLayer
    _ = CAGradientLayer.self
    // CAGradientLayer.colors
    _ = \CAGradientLayer.colors
    // CAGradientLayer.locations
    _ = \CAGradientLayer.locations
    // CAGradientLayer.startPoint
    _ = \CAGradientLayer.startPoint
    // CAGradientLayer.endPoint
    _ = \CAGradientLayer.endPoint
    // CAGradientLayer.type
    _ = \CAGradientLayer.type
    // CAGradientLayerType
    _ = CAGradientLayerType.self
    // CAGradientLayerType.axial
    _ = CAGradientLayerType.axial
    // CAGradientLayerType.radial
    _ = CAGradientLayerType.radial
    // CAGradientLayerType.conic
    _ = CAGradientLayerType.conic
    // CAReplicatorLayer
    _ = CAReplicatorLayer.self
    // CAReplicatorLayer.instanceCount
    _ = \CAReplicatorLayer.instanceCount
    // CAReplicatorLayer.preservesDepth
    _ = \CAReplicatorLayer.preservesDepth
    // CAReplicatorLayer.instanceDelay
    _ = \CAReplicatorLayer.instanceDelay
    // CAReplicatorLayer.instanceTransform
    _ = \CAReplicatorLayer.instanceTransform
    // CAReplicatorLayer.instanceColor
    _ = \CAReplicatorLayer.instanceColor
    // CAReplicatorLayer.instanceRedOffset
    _ = \CAReplicatorLayer.instanceRedOffset
    // CAReplicatorLayer.instanceGreenOffset
    _ = \CAReplicatorLayer.instanceGreenOffset
    // CAReplicatorLayer.instanceBlueOffset
    _ = \CAReplicatorLayer.instanceBlueOffset
    // CAReplicatorLayer.instanceAlphaOffset
    _ = \CAReplicatorLayer.instanceAlphaOffset
    // CATransformLayer
    _ = CATransformLayer.self
    // CATiledLayer
    _ = CATiledLayer.self
    // CATiledLayer.fadeDuration()
    _ = CATiledLayer.fadeDuration
    // CATiledLayer.levelsOfDetail
    _ = \CATiledLayer.levelsOfDetail
    // CATiledLayer.levelsOfDetailBias
    _ = \CATiledLayer.levelsOfDetailBias
    // CATiledLayer.tileSize
    _ = \CATiledLayer.tileSize
    // CAScrollLayer
    _ = CAScrollLayer.self
    // CAScrollLayer.scroll(to:) (CGPoint)
    _ = CAScrollLayer.scroll(to:) as (CAScrollLayer) -> (CGPoint) -> Void
    // CAScrollLayer.scroll(to:) (CGRect)
    _ = CAScrollLayer.scroll(to:) as (CAScrollLayer) -> (CGRect) -> Void
    // CAScrollLayer.scrollMode
    _ = \CAScrollLayer.scrollMode
    // CAScrollLayerScrollMode
    _ = CAScrollLayerScrollMode.self
    // CAScrollLayerScrollMode.none
    _ = CAScrollLayerScrollMode.none
    // CAScrollLayerScrollMode.vertically
    _ = CAScrollLayerScrollMode.vertically
    // CAScrollLayerScrollMode.horizontally
    _ = CAScrollLayerScrollMode.horizontally
    // CAScrollLayerScrollMode.both
    _ = CAScrollLayerScrollMode.both
    // CALayer.scroll(_:)
    _ = CALayer.scroll(_:)
    // CALayer.scrollRectToVisible(_:)
    _ = CALayer.scrollRectToVisible(_:)
    // CALayer.visibleRect
    _ = \CALayer.visibleRect
    // CAEmitterLayer
    _ = CAEmitterLayer.self
    // CAEmitterLayer.emitterCells
    _ = \CAEmitterLayer.emitterCells
    // CAEmitterLayer.birthRate
    _ = \CAEmitterLayer.birthRate
    // CAEmitterLayer.lifetime
    _ = \CAEmitterLayer.lifetime
    // CAEmitterLayer.emitterPosition
    _ = \CAEmitterLayer.emitterPosition
    // CAEmitterLayer.emitterZPosition
    _ = \CAEmitterLayer.emitterZPosition
    // CAEmitterLayer.emitterSize
    _ = \CAEmitterLayer.emitterSize
    // CAEmitterLayer.emitterDepth
    _ = \CAEmitterLayer.emitterDepth
    // CAEmitterLayer.emitterShape
    _ = \CAEmitterLayer.emitterShape
    // CAEmitterLayer.emitterMode
    _ = \CAEmitterLayer.emitterMode
    // CAEmitterLayer.renderMode
    _ = \CAEmitterLayer.renderMode
    // CAEmitterLayer.preservesDepth
    _ = \CAEmitterLayer.preservesDepth
    // CAEmitterLayer.velocity
    _ = \CAEmitterLayer.velocity
    // CAEmitterLayer.scale
    _ = \CAEmitterLayer.scale
    // CAEmitterLayer.spin
    _ = \CAEmitterLayer.spin
    // CAEmitterLayer.seed
    _ = \CAEmitterLayer.seed
    // CAEmitterLayerEmitterShape
    _ = CAEmitterLayerEmitterShape.self
    // CAEmitterLayerEmitterShape.point
    _ = CAEmitterLayerEmitterShape.point
    // CAEmitterLayerEmitterShape.line
    _ = CAEmitterLayerEmitterShape.line
    // CAEmitterLayerEmitterShape.rectangle
    _ = CAEmitterLayerEmitterShape.rectangle
    // CAEmitterLayerEmitterShape.cuboid
    _ = CAEmitterLayerEmitterShape.cuboid
    // CAEmitterLayerEmitterShape.circle
    _ = CAEmitterLayerEmitterShape.circle
    // CAEmitterLayerEmitterShape.sphere
    _ = CAEmitterLayerEmitterShape.sphere
    // CAEmitterLayerEmitterMode
    _ = CAEmitterLayerEmitterMode.self
    // CAEmitterLayerEmitterMode.points
    _ = CAEmitterLayerEmitterMode.points
    // CAEmitterLayerEmitterMode.outline
    _ = CAEmitterLayerEmitterMode.outline
    // CAEmitterLayerEmitterMode.surface
    _ = CAEmitterLayerEmitterMode.surface
    // CAEmitterLayerEmitterMode.volume
    _ = CAEmitterLayerEmitterMode.volume
    // CAEmitterLayerRenderMode
    _ = CAEmitterLayerRenderMode.self
    // CAEmitterLayerRenderMode.unordered
    _ = CAEmitterLayerRenderMode.unordered
    // CAEmitterLayerRenderMode.oldestFirst
    _ = CAEmitterLayerRenderMode.oldestFirst
    // CAEmitterLayerRenderMode.oldestLast
    _ = CAEmitterLayerRenderMode.oldestLast
    // CAEmitterLayerRenderMode.backToFront
    _ = CAEmitterLayerRenderMode.backToFront
    // CAEmitterLayerRenderMode.additive
    _ = CAEmitterLayerRenderMode.additive
    // CAEmitterCell
    _ = CAEmitterCell.self
    // CAEmitterCell.init()
    _ = CAEmitterCell()
    // CAEmitterCell.defaultValue(forKey:)
    _ = CAEmitterCell.defaultValue(forKey:)
    // CAEmitterCell.shouldArchiveValue(forKey:)
    _ = CAEmitterCell.shouldArchiveValue(forKey:)
    // CAEmitterCell.name
    _ = \CAEmitterCell.name
    // CAEmitterCell.isEnabled
    _ = \CAEmitterCell.isEnabled
    // CAEmitterCell.birthRate
    _ = \CAEmitterCell.birthRate
    // CAEmitterCell.lifetime
    _ = \CAEmitterCell.lifetime
    // CAEmitterCell.lifetimeRange
    _ = \CAEmitterCell.lifetimeRange
    // CAEmitterCell.emissionLatitude
    _ = \CAEmitterCell.emissionLatitude
    // CAEmitterCell.emissionLongitude
    _ = \CAEmitterCell.emissionLongitude
    // CAEmitterCell.emissionRange
    _ = \CAEmitterCell.emissionRange
    // CAEmitterCell.velocity
    _ = \CAEmitterCell.velocity
    // CAEmitterCell.velocityRange
    _ = \CAEmitterCell.velocityRange
    // CAEmitterCell.xAcceleration
    _ = \CAEmitterCell.xAcceleration
    // CAEmitterCell.yAcceleration
    _ = \CAEmitterCell.yAcceleration
    // CAEmitterCell.zAcceleration
    _ = \CAEmitterCell.zAcceleration
    // CAEmitterCell.scale
    _ = \CAEmitterCell.scale
    // CAEmitterCell.scaleRange
    _ = \CAEmitterCell.scaleRange
    // CAEmitterCell.scaleSpeed
    _ = \CAEmitterCell.scaleSpeed
    // CAEmitterCell.spin
    _ = \CAEmitterCell.spin
    // CAEmitterCell.spinRange
    _ = \CAEmitterCell.spinRange
    // CAEmitterCell.color
    _ = \CAEmitterCell.color
    // CAEmitterCell.redRange
    _ = \CAEmitterCell.redRange
    // CAEmitterCell.greenRange
    _ = \CAEmitterCell.greenRange
    // CAEmitterCell.blueRange
    _ = \CAEmitterCell.blueRange
    // CAEmitterCell.alphaRange
    _ = \CAEmitterCell.alphaRange
    // CAEmitterCell.redSpeed
    _ = \CAEmitterCell.redSpeed
    // CAEmitterCell.greenSpeed
    _ = \CAEmitterCell.greenSpeed
    // CAEmitterCell.blueSpeed
    _ = \CAEmitterCell.blueSpeed
    // CAEmitterCell.alphaSpeed
    _ = \CAEmitterCell.alphaSpeed
    // CAEmitterCell.contents
    _ = \CAEmitterCell.contents
    // CAEmitterCell.contentsRect
    _ = \CAEmitterCell.contentsRect
    // CAEmitterCell.contentsScale
    _ = \CAEmitterCell.contentsScale
    // CAEmitterCell.minificationFilter
    _ = \CAEmitterCell.minificationFilter
    // CAEmitterCell.magnificationFilter
    _ = \CAEmitterCell.magnificationFilter
    // CAEmitterCell.minificationFilterBias
    _ = \CAEmitterCell.minificationFilterBias
    // CAEmitterCell.emitterCells
    _ = \CAEmitterCell.emitterCells
    // CAEmitterCell.style
    _ = \CAEmitterCell.style
    // CAEmitterCell.beginTime
    _ = \CAEmitterCell.beginTime
    // CAEmitterCell.duration
    _ = \CAEmitterCell.duration
    // CAEmitterCell.speed
    _ = \CAEmitterCell.speed
    // CAEmitterCell.timeOffset
    _ = \CAEmitterCell.timeOffset
    // CAEmitterCell.repeatCount
    _ = \CAEmitterCell.repeatCount
    // CAEmitterCell.repeatDuration
    _ = \CAEmitterCell.repeatDuration
    // CAEmitterCell.autoreverses
    _ = \CAEmitterCell.autoreverses
    // CAEmitterCell.fillMode
    _ = \CAEmitterCell.fillMode
    // CAEmitterCell.value(forKey:)
    _ = CAEmitterCell.value(forKey:)
    // CAEmitterCell.setValue(_:forKey:)
    _ = CAEmitterCell.setValue(_:forKey:)
}
