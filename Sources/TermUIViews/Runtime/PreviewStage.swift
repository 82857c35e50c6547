import TermUIBase

/// One preview as the browser shows it: a header with its name, its place and its size, and the preview itself
/// in a box, sized by `PreviewStageLayout` in the room there is, with the size classes of its device.
struct PreviewStage: View {
    let preview: Preview
    let sizeClass: PreviewSizeClass
    /// Whether the keys go to the preview (the sidebar does not have focus): the box is drawn in the tint.
    let hasFocus: Bool

    var body: some View {
        GeometryReader { proxy in
            // The header's two rows and the box's two sides are not the preview's room.
            let room = Size(width: Int(proxy.size.width) - 2, height: Int(proxy.size.height) - 4)
            let stage = PreviewStageLayout(traits: preview.traits, sizeClass: sizeClass, room: room)
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    Text(verbatim: preview.name ?? "Preview").bold()
                    Text(verbatim: preview.line > 0 ? "\(preview.fileID):\(preview.line)" : "\(preview.fileID), PreviewProvider")
                        .foregroundStyle(.secondary)
                }
                .lineLimit(1)
                Text(verbatim: stage.description(of: sizeClass))
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                sized(preview.makeView(), in: stage)
                    .clipShape(Rectangle())
                    .environment(\.horizontalSizeClass, stage.sizeClasses.horizontal)
                    .environment(\.verticalSizeClass, stage.sizeClasses.vertical)
                    .border(hasFocus ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
            }
        }
    }

    /// The preview at its layout's size: the whole of its bounds, or its ideal size within them.
    @ViewBuilder private func sized(_ content: some View, in stage: PreviewStageLayout) -> some View {
        if stage.layout == .sizeThatFits {
            PreviewSizeThatFitsLayout(bounds: stage.bounds) { content }
        } else {
            content
                .frame(width: CGFloat(stage.bounds.width), height: CGFloat(stage.bounds.height), alignment: .topLeading)
        }
    }
}
