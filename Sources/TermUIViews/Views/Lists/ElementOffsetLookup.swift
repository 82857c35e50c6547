/// A collection that can say where an element is from its id without a search through it, such as rows read
/// from a database a page at a time: a `List` (or lazy stack) over it, in a `ForEach`, asks it for the row
/// the app selects (a `List(selection:)` binding set to a row off screen) instead of reading every id before
/// that row.
///
/// TermUI only: SwiftUI has no such protocol. The data of a `ForEach` that is not one is searched, as before.
public protocol ElementOffsetLookup {
    /// The offset from the start of the element whose id is `id` (the `ForEach`'s id of the element, wrapped),
    /// or nil when there is none.
    func offset(ofElementWithID id: AnyHashable) -> Int?
}
