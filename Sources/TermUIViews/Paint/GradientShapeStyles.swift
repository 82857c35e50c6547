import Foundation
import TermUIBase

/// A gradient along a line, as in SwiftUI: from `startPoint` to `endPoint` (unit points of the frame it
/// fills), one colour a cell. A row counts as two columns, so that a diagonal looks like one.
public struct LinearGradient: ShapeStyle, GradientShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient between two points.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of evenly spaced colours between two points.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of stops between two points.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    var cellGradient: CellGradient { CellGradient(gradient: gradient, geometry: .linear(start: startPoint, end: endPoint)) }
}

/// A gradient in circles around a centre, as in SwiftUI: the start colour at `startRadius`, the end colour
/// at `endRadius`. Radii are in columns, a row counting as two.
public struct RadialGradient: ShapeStyle, GradientShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A gradient in circles around a centre.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient of evenly spaced colours in circles around a centre.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of stops in circles around a centre.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    var cellGradient: CellGradient {
        CellGradient(gradient: gradient, geometry: .radial(center: center, start: Double(startRadius), end: Double(endRadius)))
    }
}

/// A gradient in ellipses that fit the frame, as in SwiftUI: the radii are fractions of the frame's size (0.5
/// reaches the middle of its edges).
public struct EllipticalGradient: ShapeStyle, GradientShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// A gradient in ellipses around a centre.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient of evenly spaced colours in ellipses around a centre.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// A gradient of stops in ellipses around a centre.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    var cellGradient: CellGradient {
        CellGradient(
            gradient: gradient,
            geometry: .elliptical(center: center, start: Double(startRadiusFraction), end: Double(endRadiusFraction)))
    }
}

/// A gradient around a centre, as SwiftUI's conic gradient: from `startAngle` to `endAngle`, clockwise from
/// the trailing side (a row counts as two columns, so that the angles look right).
public struct AngularGradient: ShapeStyle, GradientShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient around a centre between two angles (the same two: a whole turn).
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    /// A gradient of evenly spaced colours around a centre between two angles.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient of stops around a centre between two angles.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn around a centre, starting at an angle.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A whole turn of evenly spaced colours around a centre, starting at an angle.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    var cellGradient: CellGradient {
        CellGradient(gradient: gradient, geometry: .angular(center: center, start: startAngle.radians, end: endAngle.radians))
    }
}
