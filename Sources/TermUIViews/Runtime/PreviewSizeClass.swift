import TermUIBase

/// The device a preview browser shows a preview on: the terminal sizes apps are written for, or all the room
/// the browser has beside its sidebar. The browser's `s` goes from one to the next.
enum PreviewSizeClass: CaseIterable, Hashable, Sendable {
    /// All the room beside the sidebar, as the app's own window would be.
    case window
    /// 40x12: compact in both directions (`UserInterfaceSizeClass`).
    case compact
    /// 80x24: regular in both directions, the terminal's classic size.
    case regular

    /// The size class after this one, the first after the last.
    var next: PreviewSizeClass {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? all.startIndex
        return all[(index + 1) % all.count]
    }

    /// The device's size, given the room the browser has for it.
    func size(room: Size) -> Size {
        switch self {
        case .window: room
        case .compact: Size(width: 40, height: 12)
        case .regular: Size(width: UserInterfaceSizeClass.regularWidth, height: UserInterfaceSizeClass.regularHeight)
        }
    }

    /// Its name in the browser's header.
    var name: String {
        switch self {
        case .window: "window"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
