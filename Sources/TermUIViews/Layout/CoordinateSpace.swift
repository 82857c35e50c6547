import Foundation
import TermUIBase

/// Where a frame is measured from, as SwiftUI's: the screen (`.global`, the terminal's top-left cell), the
/// view itself (`.local`), or a view named with `.coordinateSpace(name:)` (`.named(_:)`). In cells.
public enum CoordinateSpace: Hashable {
    /// The screen: (0, 0) is the terminal's top-left cell.
    case global
    /// The view's own space: its frame's origin is (0, 0).
    case local
    /// The space of the nearest enclosing view with this name (the screen when there is none).
    case named(AnyHashable)

    /// Whether this is the screen's space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own space.
    public var isLocal: Bool { self == .local }
}

/// A type that stands for a coordinate space, as SwiftUI's (`.global`, `.local`, `.named(_:)`).
public protocol CoordinateSpaceProtocol {
    /// The coordinate space it stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The space of a view named with `.coordinateSpace(_:)`, as SwiftUI's.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    /// The named space.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The screen's space, as SwiftUI's.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own space, as SwiftUI's.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the view with this name.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// A view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension View {
    /// Names this view's space, so that a `GeometryProxy` below measures from it with `.named(name)`.
    public func coordinateSpace(name: some Hashable) -> some View {
        CoordinateSpaceView(content: self, name: AnyHashable(name))
    }

    /// Names this view's space, `.coordinateSpace(.named("scroll"))`, as in SwiftUI.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        CoordinateSpaceView(content: self, name: name.name)
    }
}

/// Content whose space has a name.
struct CoordinateSpaceView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let name: AnyHashable

    func makeNode(context: NodeContext) -> Node {
        let node = CoordinateSpaceNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// A node whose space has a name (found by a geometry reader below it).
@MainActor
protocol NamedSpaceNode: AnyObject {
    var spaceName: AnyHashable { get }
    var frame: Rect { get }
}

/// The node of content whose space has a name.
@MainActor
final class CoordinateSpaceNode<Content: View>: ContentModifierNode<CoordinateSpaceView<Content>>, NamedSpaceNode {
    private(set) var spaceName = AnyHashable(0)

    override func configure(with view: CoordinateSpaceView<Content>) {
        spaceName = view.name
    }
}
