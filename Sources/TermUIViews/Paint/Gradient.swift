import Foundation
import TermUIBase

/// Colours at locations from 0 to 1, as SwiftUI's `Gradient`: what `LinearGradient`, `RadialGradient`,
/// `AngularGradient` and `EllipticalGradient` paint with, one colour a cell, mixed in OKLab (so that the
/// colours between two stops look evenly spaced). As a shape style itself it runs from top to bottom.
/// Without colours in the terminal, a gradient is a flat fill.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location, as in SwiftUI.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it is, from 0 (start) to 1 (end).
        public var location: CGFloat

        /// A stop of a colour at a location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient of stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient of colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }
}

/// A gradient as a shape style, as in SwiftUI (what `Color.gradient` gives): it runs from top to bottom.
public struct AnyGradient: Hashable, ShapeStyle {
    let gradient: Gradient

    /// A gradient as a shape style.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }
}

extension Color {
    /// A gentle gradient of this colour, as in SwiftUI: a little lighter at the top, the colour at the bottom.
    public var gradient: AnyGradient {
        guard case .terminal(let color) = kind else { return AnyGradient(Gradient(colors: [self])) }
        var lighter = OKLab(color.rgb)
        lighter.lightness = min(1, lighter.lightness + 0.08)
        return AnyGradient(Gradient(colors: [Color(kind: .terminal(TerminalColor(lighter.rgb))), self]))
    }
}

extension Gradient: ShapeStyle, ResolvableShapeStyle, GradientShapeStyle {
    var cellGradient: CellGradient { CellGradient(gradient: self, geometry: .linear(start: .top, end: .bottom)) }
}

extension AnyGradient: ResolvableShapeStyle, GradientShapeStyle {
    var cellGradient: CellGradient { gradient.cellGradient }
}
