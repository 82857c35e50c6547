import TermUIBase

extension StackLayout.CrossAlignment {
    /// Where this guide of a view of `length` cells is when it is not set: 0, the middle, or the end.
    func defaultGuide(of length: Int) -> Int {
        switch self {
        case .start: 0
        case .center: length / 2
        case .end: length
        }
    }
}

/// Children lined up across an axis by their alignment guides, where one of them sets its guide
/// (`alignmentGuide(_:computeValue:)`): each child's guide on one line, the line as far from the start as the
/// child reaching furthest before it needs.
@MainActor
struct GuideAlignment {
    /// Each child's guide, from its own start.
    let guides: [Int]
    /// The cells before the line: the largest guide.
    let before: Int
    /// The length the children cover together.
    let length: Int

    /// The guides of children of `sizes` along `axis` (the axis the guide measures along), or nil when none is
    /// set, so that stacks without `alignmentGuide` line their children up as they always did.
    /// Asks each child once, and makes nothing when none answers.
    init?(_ children: [Node], sizes: [Size], axis: Axis, guide: StackLayout.CrossAlignment) {
        func along(_ size: Size) -> Int { axis == .horizontal ? size.width : size.height }
        // Loops, not closures: a closure made in main-actor code checks the actor each time it is called (Swift
        // 6's dynamic isolation checks), and layout asks this of every stack's children each frame.
        var firstSet: Int?
        for index in children.indices where children[index].explicitGuide(axis, guide, size: sizes[index]) != nil {
            firstSet = index
            break
        }
        guard let first = firstSet else { return nil }
        var guides = children.indices.prefix(first).map { guide.defaultGuide(of: along(sizes[$0])) }
        for index in first..<children.count {
            guides.append(children[index].explicitGuide(axis, guide, size: sizes[index]) ?? guide.defaultGuide(of: along(sizes[index])))
        }
        self.guides = guides
        before = guides.max() ?? 0
        length = before + (zip(sizes, guides).map { along($0) - $1 }.max() ?? 0)
    }

    /// Where child `index` starts, in a space of `available` cells from `start` where the children as a
    /// whole are aligned by `guide`.
    func start(of index: Int, from start: Int, in available: Int, guide: StackLayout.CrossAlignment) -> Int {
        start + guide.offset(of: length, in: available) + before - guides[index]
    }
}
