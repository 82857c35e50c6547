import Foundation
import TermUIBase

/// A container that hands its content the space it is given, as SwiftUI's: `GeometryReader { proxy in ... }`
/// takes all the space proposed to it and builds its content from a `GeometryProxy` of that space.
///
/// As in SwiftUI, the content is placed at the top-leading corner and offered the reader's size; a dimension
/// proposed as unspecified (in a scroll view, say) is 10 cells, SwiftUI's 10 points. The content is built again
/// whenever the reader's frame changes (a resize, a scroll), and when what the content closure read changes.
/// Lengths are cells; there is no safe area, so `safeAreaInsets` is zero.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Makes the content from the proxy.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content is built from the space it is given.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeNode(context: NodeContext) -> Node {
        let node = GeometryReaderNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The size and place of a `GeometryReader`, as SwiftUI's proxy; in cells.
public struct GeometryProxy {
    /// The reader's frame on the screen.
    private let globalFrame: Rect
    /// The named spaces around the reader, nearest first, with their frames on the screen.
    private let namedSpaces: [(name: NamedCoordinateSpace, frame: Rect)]

    init(frame: Rect, namedSpaces: [(name: NamedCoordinateSpace, frame: Rect)]) {
        globalFrame = frame
        self.namedSpaces = namedSpaces
    }

    /// The reader's size.
    public var size: CGSize { CGSize(globalFrame.size) }

    /// The insets of the safe area: none in a terminal.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: `.local` has its origin at (0, 0), `.global` is the screen's,
    /// `.named(name)` measures from the nearest enclosing view with that name (the screen's, when none has it).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return CGRect(globalFrame)
        case .named(let name):
            let origin = namedSpaces.first { $0.name.name == name }?.frame.origin ?? .zero
            return CGRect(
                x: CGFloat(globalFrame.minX - origin.x), y: CGFloat(globalFrame.minY - origin.y),
                width: size.width, height: size.height)
        }
    }

    /// The reader's frame in a coordinate space, `frame(in: .named("scroll"))`, as in SwiftUI.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named space around the reader, in the reader's own space; `nil` when no view around it
    /// has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedSpaces.first(where: { $0.name == coordinateSpace }) else { return nil }
        return CGRect(
            x: CGFloat(space.frame.minX - globalFrame.minX), y: CGFloat(space.frame.minY - globalFrame.minY),
            width: CGFloat(space.frame.width), height: CGFloat(space.frame.height))
    }
}

/// The node of a `GeometryReader`: it takes the proposal, and builds its content again for each new frame.
@MainActor
final class GeometryReaderNode<Content: View>: PrimitiveNode<GeometryReader<Content>> {
    private var content: Node?
    private var makeContent: ((GeometryProxy) -> Content)?
    /// The frame the content was last built for.
    private var builtFor: Rect?

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: GeometryReader<Content>) {
        makeContent = view.content
        buildContent(for: builtFor ?? .zero)
    }

    override func invalidate() {
        scheduleRefresh()
    }

    override func updateIfInvalidated() {
        guard takeScheduledRefresh() else { return }
        buildContent(for: builtFor ?? .zero)
    }

    /// Builds the content for a frame, reading what the closure reads under observation.
    private func buildContent(for rect: Rect) {
        guard let makeContent else { return }
        builtFor = rect
        let proxy = GeometryProxy(frame: rect, namedSpaces: namedSpaces)
        let view = readObserved { makeContent(proxy) }
        content = reconcile(content, with: view)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    override func place(in rect: Rect) {
        frame = rect
        if rect != builtFor { buildContent(for: rect) }
        guard let content else { return }
        content.place(in: Alignment.topLeading.place(content.measure(ProposedSize(rect.size)), in: rect))
    }
}

extension Node {
    /// The named coordinate spaces around this node, nearest first, with their frames on the screen (a
    /// geometry proxy's).
    var namedSpaces: [(name: NamedCoordinateSpace, frame: Rect)] {
        var spaces: [(name: NamedCoordinateSpace, frame: Rect)] = []
        var ancestor = parent
        while let current = ancestor {
            if let named = current as? any NamedSpaceNode {
                spaces.append((NamedCoordinateSpace(name: named.spaceName), named.frame))
            }
            ancestor = current.parent
        }
        return spaces
    }
}
