import Foundation
import TermUIBase

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`; in cells.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top trailing corner's radius.
    public var topTrailing: CGFloat

    /// The radii of the four corners.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The corners a terminal rounds: those of a radius of half a cell or more.
    var roundedCorners: RoundedCorners {
        var corners: RoundedCorners = []
        if topLeading >= 0.5 { corners.insert(.topLeading) }
        if topTrailing >= 0.5 { corners.insert(.topTrailing) }
        if bottomLeading >= 0.5 { corners.insert(.bottomLeading) }
        if bottomTrailing >= 0.5 { corners.insert(.bottomTrailing) }
        return corners
    }
}

/// A rectangle whose corners each have a radius of their own, as SwiftUI's `UnevenRoundedRectangle`: in cells
/// a corner of half a cell or more is rounded (╭╮╰╯ stroked, a quarter block filled) and a smaller one square
/// (┌┐└┘), as a tab's top corners are rounded and its bottom ones not.
public struct UnevenRoundedRectangle: Shape, PrimitiveView, CellShape {
    /// The corners' radii, in cells.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners curve (ignored).
    public var style: RoundedCornerStyle

    /// A rectangle with the corners' radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with each corner's radius.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// There is no body: the renderer draws the shape.
    public typealias Body = Never

    /// The outline, each corner a quarter of an ellipse of its radius (at most half the shorter side).
    public func path(in rect: CGRect) -> Path {
        let limit = min(rect.width, rect.height) / 2
        func radius(_ value: CGFloat) -> CGFloat { max(0, min(value, limit)) }
        let topLeading = radius(cornerRadii.topLeading), topTrailing = radius(cornerRadii.topTrailing)
        let bottomLeading = radius(cornerRadii.bottomLeading), bottomTrailing = radius(cornerRadii.bottomTrailing)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + topTrailing), control: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
        path.addQuadCurve(to: CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeading), control: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
        path.addQuadCurve(to: CGPoint(x: rect.minX + topLeading, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        path.closeSubpath()
        return path
    }

    var outline: ShapeOutline {
        let corners = cornerRadii.roundedCorners
        return corners.isEmpty ? .rectangle : .uneven(corners)
    }

    func makeNode(context: NodeContext) -> Node {
        makeShapeNode(self, context: context)
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The shape drawn `amount` cells in from each edge.
    public func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> { _Inset(shape: self, amount: amount) }
}

extension UnevenRoundedRectangle: ShapeDrawingView {
    var shapeDrawing: ShapeDrawing { ShapeDrawing(outline: outline, paint: .fill(nil)) }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with each corner's radius, as SwiftUI's `.rect(topLeadingRadius:…)`.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with the corners' radii, as SwiftUI's `.rect(cornerRadii:style:)`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

/// The corners of a rectangle that are drawn rounded.
struct RoundedCorners: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let topLeading = RoundedCorners(rawValue: 1)
    static let topTrailing = RoundedCorners(rawValue: 2)
    static let bottomLeading = RoundedCorners(rawValue: 4)
    static let bottomTrailing = RoundedCorners(rawValue: 8)
    static let all: RoundedCorners = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
}

extension RoundedCorners {
    /// These corner cells of a rectangle and the line characters that round them: ╭╮╰╯, or ▐ and ▌ at the ends of
    /// a single row (a corner's clip and a stroke's corners).
    func lineCorners(of rect: Rect) -> [(point: Point, character: Character)] {
        let box = BoxCharacters.rounded
        return corners(of: rect, characters: (box.topLeft, box.topRight, box.bottomLeft, box.bottomRight), ends: ("▐", "▌"))
    }

    /// These corner cells of a filled rectangle and the blocks that round them: quarter blocks (▗▖▝▘), or half
    /// blocks (▐ ▌) at the ends of a single row.
    func blockCorners(of rect: Rect) -> [(point: Point, character: Character)] {
        corners(of: rect, characters: ("▗", "▖", "▝", "▘"), ends: ("▐", "▌"))
    }

    private func corners(of rect: Rect, characters: (Character, Character, Character, Character),
                         ends: (Character, Character)) -> [(point: Point, character: Character)] {
        guard rect.width >= 2, rect.height >= 1 else { return [] }
        let leading = Point(x: rect.minX, y: rect.minY), trailing = Point(x: rect.maxX - 1, y: rect.minY)
        if rect.height == 1 {
            return [(leading, ends.0, RoundedCorners([.topLeading, .bottomLeading])),
                    (trailing, ends.1, RoundedCorners([.topTrailing, .bottomTrailing]))]
                .filter { !isDisjoint(with: $0.2) }.map { ($0.0, $0.1) }
        }
        return [
            (leading, characters.0, RoundedCorners.topLeading), (trailing, characters.1, .topTrailing),
            (Point(x: rect.minX, y: rect.maxY - 1), characters.2, .bottomLeading),
            (Point(x: rect.maxX - 1, y: rect.maxY - 1), characters.3, .bottomTrailing),
        ].filter { contains($0.2) }.map { ($0.0, $0.1) }
    }
}
