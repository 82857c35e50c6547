import TermUIBase

/// How big a preview is drawn, from its traits, the size class and the room: SwiftUI's traits as a terminal can
/// mean them. The device is the size class turned for the orientation (`.portrait` makes it taller than wide,
/// `.landscapeLeft` and `.landscapeRight` wider than tall, measured as the cells look, twice as tall as wide),
/// and gives the preview its size classes; the layout trait then sizes the preview: the whole device
/// (`.defaultLayout`), its own ideal size within the device (`.sizeThatFitsLayout`) or a fixed size in cells
/// (`.fixedLayout(width:height:)`). Nothing is drawn beyond the room: a larger size is cut to it, and said.
struct PreviewStageLayout: Equatable {
    /// The size class's size in the room, before the orientation turned it.
    let classSize: Size
    /// The device the preview is shown on, turned for its orientation.
    let device: Size
    /// The largest size the preview may take: the device's or the fixed layout's, cut to the room.
    let bounds: Size
    /// How the preview is sized within `bounds`.
    let layout: PreviewLayout
    /// The orientation the device was turned to, if it had to be.
    let turnedTo: PreviewOrientation?
    /// The size asked for before the room cut it (the device's, or the fixed layout's).
    let asked: Size

    init(traits: [PreviewTrait<Preview.ViewTraits>], sizeClass: PreviewSizeClass, room: Size) {
        classSize = sizeClass.size(room: room)
        let orientation = traits.reduce(nil as PreviewOrientation?) { found, trait in trait.orientation ?? found }
        let isTall = classSize.width < classSize.height * 2
        turnedTo = switch orientation {
        case .portrait? where !isTall: .portrait
        case .landscape? where isTall: .landscape
        default: nil
        }
        device = turnedTo == nil ? classSize : Size(width: classSize.height * 2, height: classSize.width / 2)
        layout = traits.reduce(PreviewLayout.device) { layout, trait in trait.layout ?? layout }
        asked = switch layout {
        case .fixed(let width, let height): Size(width: max(0, Int(width.rounded())), height: max(0, Int(height.rounded())))
        case .device, .sizeThatFits: device
        }
        bounds = Size(width: max(0, min(asked.width, room.width)), height: max(0, min(asked.height, room.height)))
    }

    /// Whether the room cut the size asked for.
    var isCut: Bool { bounds != asked }

    /// The device's size classes, which the preview reads as its window's.
    var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        UserInterfaceSizeClass.classes(for: device)
    }

    /// What the browser's header says of it: "compact 40×12 · portrait 24×20 · size that fits · cut to 30×10".
    func description(of sizeClass: PreviewSizeClass) -> String {
        var parts = ["\(sizeClass.name) \(classSize.width)×\(classSize.height)"]
        if let turnedTo { parts.append("\(turnedTo) \(device.width)×\(device.height)") }
        switch layout {
        case .device: break
        case .sizeThatFits: parts.append("size that fits")
        case .fixed: parts.append("fixed \(asked.width)×\(asked.height)")
        }
        if isCut { parts.append("cut to \(bounds.width)×\(bounds.height)") }
        return parts.joined(separator: " · ")
    }
}
