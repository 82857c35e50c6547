import CNcurses
import TermUIViews

/// A look as ncurses takes it: attributes and a colour pair.
struct CursesStyle: Equatable {
    let attributes: attr_t
    let pair: Int32

    /// The terminal's default look.
    static let plain = CursesStyle(attributes: 0, pair: 0)
}
