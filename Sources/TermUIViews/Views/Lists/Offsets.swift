import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the given offsets, as SwiftUI adds for `.onDelete`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// Moves the elements at the given offsets to before `destination`, as SwiftUI adds for `.onMove`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.filter { $0 < count }.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let target = index(startIndex, offsetBy: Swift.max(0, Swift.min(count, destination - before)))
        insert(contentsOf: moving, at: target)
    }
}
