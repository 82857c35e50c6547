/// What a frame changes of the images a terminal shows: the placements to take off and those to put on, found
/// by `FrameDiff` with the cells. An image that moved (scrolling, navigation) is taken off where it was and
/// put where it is; one whose cells something covered is taken off; one that stays where it was is left alone,
/// so a frame that changes no image has no changes and sends no image bytes.
package struct ImagePlacementChanges: Equatable, Sendable {
    /// Whether every placement the terminal may show is to be taken off first (a whole frame: what the screen
    /// shows is not known).
    package var removesAll = false
    /// The placements to take off.
    package var removed: [ImagePlacement] = []
    /// The placements to put on, after the frame's cells.
    package var placed: [ImagePlacement] = []

    /// No change.
    package init() {}

    /// Whether nothing changes.
    package var isEmpty: Bool { !removesAll && removed.isEmpty && placed.isEmpty }

    /// The changes from the images `old` to the images `new`.
    package static func from(_ old: [ImagePlacement], to new: [ImagePlacement]) -> ImagePlacementChanges {
        var changes = ImagePlacementChanges()
        changes.removed = old.filter { !new.contains($0) }
        changes.placed = new.filter { !old.contains($0) }
        return changes
    }

    /// Every image of a whole frame put on, after whatever the terminal showed is taken off.
    package static func whole(_ new: [ImagePlacement]) -> ImagePlacementChanges {
        var changes = ImagePlacementChanges()
        changes.removesAll = true
        changes.placed = new
        return changes
    }
}
