import Foundation
import TermUIBase

/// Views made from a collection, one per element, identified by the elements' ids, as in SwiftUI.
///
/// In a stack every element's view is built; in a `List` only the rows on screen are (the collection is
/// indexed, never copied or walked).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The collection.
    public var data: Data
    /// Makes the view for an element.
    public var content: (Data.Element) -> Content
    /// How elements are identified. Not a closure, so that equal `ForEach` values have equal bytes.
    let identification: Identification
    /// Deletes elements at offsets, from `.onDelete(perform:)`.
    var deleteAction: ((IndexSet) -> Void)?
    var moveAction: ((IndexSet, Int) -> Void)?

    /// Views for the elements of a collection, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identification = .keyPath(id)
    }

    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data
        self.content = content
        identification = .identifiable(IdentifiableElements<Data.Element>.self)
    }

    /// Views for a range of integers, each identified by itself.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        identification = .itself
    }

    /// Where an element's id comes from.
    enum Identification {
        case keyPath(KeyPath<Data.Element, ID>)
        /// `Identifiable.id`, read through a type (not a closure, whose context would differ every time).
        case identifiable(any ElementIdentifying.Type)
        /// The element is its own id.
        case itself
    }

    /// The id of an element.
    func identify(_ element: Data.Element) -> ID {
        switch identification {
        case .keyPath(let keyPath): return element[keyPath: keyPath]
        case .identifiable(let reader): return reader.id(of: element, as: ID.self) ?? fallbackID(element)
        case .itself: return (element as? ID) ?? fallbackID(element)
        }
    }

    private func fallbackID(_ element: Data.Element) -> ID {
        preconditionFailure("ForEach: the id of \(element) is not of type \(ID.self)")
    }

    /// The element at an offset from the start.
    func element(at offset: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: offset)]
    }

    /// Lets a list delete rows: `d` or Delete reveals a red Delete on the selected row, `d` or Enter deletes
    /// it by calling `action` with its offset, as SwiftUI's swipe to delete.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets the user move rows, as SwiftUI's `onMove`: in a list, Shift-↑ and Shift-↓ move the selected row
    /// one place, calling `action` with its offset and the offset it goes before (SwiftUI's convention, which
    /// `Array.move(fromOffsets:toOffset:)` takes).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }

    func makeNode(context: NodeContext) -> Node {
        let node = ForEachNode<Data, ID, Content>(context: context)
        node.update(self)
        return node
    }
}

extension ForEach: RowContent {
    func appendRowSegments(to segments: inout [RowSegment]) {
        // Elements that are sections are made to be counted, so that their rows, not the sections, are the
        // list's rows and their ids its selection values, as in SwiftUI. A list of sections is short; the rows
        // inside stay lazy.
        if Content.self is any SectionRows.Type {
            for element in data { appendRows(of: content(element), to: &segments) }
            return
        }
        let segment = segments.count
        segments.append(
            RowSegment(
                count: data.count,
                id: { RowID(segment: segment, id: AnyHashable(self.identify(self.element(at: $0)))) },
                view: { AnyView(self.content(self.element(at: $0))) },
                delete: deleteAction.map { action in { offset in action(IndexSet(integer: offset)) } },
                move: moveAction.map { action in { offset, destination in action(IndexSet(integer: offset), destination) } },
                offset: (data as? any ElementOffsetLookup).map { lookup in { lookup.offset(ofElementWithID: $0) } }))
    }
}

/// The node of a `ForEach` outside lazy containers: one child per element, matched by id, so an element keeps
/// its view's state when others come, go or move.
@MainActor
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>:
    GroupingNode<ForEach<Data, ID, Content>>
{
    private var nodesByID: [ID: Node] = [:]
    /// The children's ids, in their order.
    private var orderedIDs: [ID] = []

    override func update(_ view: ForEach<Data, ID, Content>) {
        var updated: [Node] = []
        var updatedByID: [ID: Node] = [:]
        var ids: [ID] = []
        updated.reserveCapacity(view.data.count)
        ids.reserveCapacity(view.data.count)
        for element in view.data {
            let id = view.identify(element)
            guard updatedByID[id] == nil else { continue }  // a repeated id shows once, as SwiftUI warns
            let node = reconcile(nodesByID.removeValue(forKey: id), with: view.content(element))
            updatedByID[id] = node
            updated.append(node)
            ids.append(id)
        }
        for stale in nodesByID.values { retire(stale) }
        nodesByID = updatedByID
        orderedIDs = ids
        children = updated
    }
}

/// Reads the id of an element whose type is known to a generic type.
protocol ElementIdentifying {
    static func id<Element, ID>(of element: Element, as type: ID.Type) -> ID?
}

/// Reads `Identifiable.id`.
struct IdentifiableElements<E: Identifiable>: ElementIdentifying {
    static func id<Element, ID>(of element: Element, as type: ID.Type) -> ID? {
        (element as? E)?.id as? ID
    }
}

/// A `ForEach` knows where its elements' views are: a `ScrollViewProxy` scrolls to one.
extension ForEachNode: IdentifiedViewsHolder {
    func frame(ofViewWithID id: AnyHashable) -> Rect? {
        guard let id = id.base as? ID else { return nil }
        return nodesByID[id]?.frame
    }

    var holdsIdentifiedViews: Bool { true }

    /// Found by halving the children, which follow one another down (or across, in a row) as laid out.
    func viewID(at point: Point) -> AnyHashable? {
        guard let first = children.first, let last = children.last else { return nil }
        let across = first.frame.minY == last.frame.minY && first.frame.minX != last.frame.minX
        func start(_ node: Node) -> Int { across ? node.frame.minX : node.frame.minY }
        let position = across ? point.x : point.y
        var low = 0, high = children.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if start(children[middle]) <= position { low = middle } else { high = middle - 1 }
        }
        return low < orderedIDs.count ? AnyHashable(orderedIDs[low]) : nil
    }
}
