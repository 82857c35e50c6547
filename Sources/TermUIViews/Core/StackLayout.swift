import TermUIBase

/// SwiftUI's stack layout in whole cells: children share the main axis by flexibility (the least flexible
/// are sized first, each offered an equal share of what is left) and by layout priority (higher first, with
/// the minimum of lower ones kept back). Spacers come last, so text gets the room before empty space does.
@MainActor
struct StackLayout {
    /// The axis children follow.
    let axis: Axis
    /// Where children sit across the axis: 0 start, 1 centre, 2 end.
    let crossAlignment: CrossAlignment
    /// Cells between neighbours.
    let spacing: Int

    /// Where children sit across the stack's axis.
    enum CrossAlignment {
        case start, center, end

        init(_ alignment: HorizontalAlignment) {
            switch alignment.kind {
            case .leading: self = .start
            case .center: self = .center
            case .trailing: self = .end
            }
        }

        init(_ alignment: VerticalAlignment) {
            switch alignment.kind {
            case .top: self = .start
            case .center: self = .center
            case .bottom: self = .end
            }
        }

        func offset(of length: Int, in available: Int) -> Int {
            switch self {
            case .start: return 0
            case .center: return max(0, (available - length) / 2)
            case .end: return max(0, available - length)
            }
        }
    }

    init(axis: Axis, alignment: CrossAlignment, spacing: Int) {
        self.axis = axis
        crossAlignment = alignment
        self.spacing = spacing
    }

    /// The stack's size for a proposal.
    func size(of children: [Node], for proposal: ProposedSize) -> Size {
        guard !children.isEmpty else { return .zero }
        let sizes = childSizes(children, for: proposal)
        var main = spacing * (children.count - 1), largestCross = 0
        for size in sizes {
            main += mainLength(size)
            largestCross = max(largestCross, crossLength(size))
        }
        let cross = guideAlignment(children, sizes: sizes)?.length ?? largestCross
        return make(main: main, cross: cross)
    }

    /// Places the children in a rectangle.
    func place(_ children: [Node], in rect: Rect) {
        guard !children.isEmpty else { return }
        let sizes = childSizes(children, for: ProposedSize(rect.size))
        var position = axis == .horizontal ? rect.minX : rect.minY
        let crossStart = axis == .horizontal ? rect.minY : rect.minX
        let crossAvailable = axis == .horizontal ? rect.height : rect.width
        let guides = guideAlignment(children, sizes: sizes)
        for (index, (child, size)) in zip(children, sizes).enumerated() {
            let cross = guides?.start(of: index, from: crossStart, in: crossAvailable, guide: crossAlignment)
                ?? crossStart + crossAlignment.offset(of: crossLength(size), in: crossAvailable)
            let childRect = axis == .horizontal
                ? Rect(x: position, y: cross, width: size.width, height: size.height)
                : Rect(x: cross, y: position, width: size.width, height: size.height)
            child.place(in: childRect)
            position += mainLength(size) + spacing
        }
    }

    /// How long each child is along the main axis for a proposal.
    ///
    /// Loops rather than `map`, `filter` and `sorted` with closures: a closure made in main-actor code checks
    /// at each call that it runs on the main actor (Swift 6's dynamic isolation checks), and every stack's
    /// children are measured here several times a frame (a sixth of the instructions of a new page of rows).
    private func childSizes(_ children: [Node], for proposal: ProposedSize) -> [Size] {
        for child in children { child.stackAxis = axis }
        let crossProposal = axis == .horizontal ? proposal.height : proposal.width
        guard let mainProposal = axis == .horizontal ? proposal.width : proposal.height else {
            let open = makeProposal(main: nil, cross: crossProposal)
            var sizes: [Size] = []
            sizes.reserveCapacity(children.count)
            for child in children { sizes.append(child.measure(open)) }
            return sizes
        }
        var available = mainProposal - spacing * (children.count - 1)
        var sizes = [Size](repeating: .zero, count: children.count)
        let smallest = makeProposal(main: 0, cross: crossProposal)
        var minimums: [Int] = [], priorities: [Double] = []
        minimums.reserveCapacity(children.count)
        priorities.reserveCapacity(children.count)
        var isUniform = true
        for child in children {
            minimums.append(mainLength(child.measure(smallest)))
            let priority = child.layoutPriority
            priorities.append(priority)
            if priority != priorities[0] { isUniform = false }
        }
        let levels = isUniform ? [priorities[0]] : Set(priorities).sorted(by: >)
        for priority in levels {
            var group: [Int] = [], keptBack = 0
            for index in children.indices {
                if priorities[index] == priority { group.append(index) }
                if priorities[index] < priority { keptBack += minimums[index] }
            }
            var groupAvailable = available - keptBack
            let unbounded = makeProposal(main: ProposedSize.unboundedLength, cross: crossProposal)
            var byFlexibility: [(index: Int, flexibility: Int)] = []
            byFlexibility.reserveCapacity(group.count)
            for index in group {
                byFlexibility.append((index, mainLength(children[index].measure(unbounded)) - minimums[index]))
            }
            byFlexibility.sort(by: Self.isLessFlexible)
            var remaining = group.count
            for (index, _) in byFlexibility {
                let share = max(0, groupAvailable) / remaining
                let size = children[index].measure(makeProposal(main: share, cross: crossProposal))
                sizes[index] = size
                groupAvailable -= mainLength(size)
                available -= mainLength(size)
                remaining -= 1
            }
        }
        return sizes
    }

    /// Whether a child is less flexible than another (sized first). Not isolated, so that sorting by it checks
    /// no actor at each comparison.
    private nonisolated static func isLessFlexible(_ first: (index: Int, flexibility: Int), _ second: (index: Int, flexibility: Int)) -> Bool {
        first.flexibility < second.flexibility
    }

    /// The children lined up by their guides across the axis, nil when none sets one.
    private func guideAlignment(_ children: [Node], sizes: [Size]) -> GuideAlignment? {
        GuideAlignment(children, sizes: sizes, axis: axis == .horizontal ? .vertical : .horizontal, guide: crossAlignment)
    }

    private func mainLength(_ size: Size) -> Int { axis == .horizontal ? size.width : size.height }
    private func crossLength(_ size: Size) -> Int { axis == .horizontal ? size.height : size.width }

    private func make(main: Int, cross: Int) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    private func makeProposal(main: Int?, cross: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}
