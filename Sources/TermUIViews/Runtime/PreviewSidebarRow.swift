/// A preview's row in the browser's sidebar: its name, and its line (or "provider" for a `PreviewProvider`).
struct PreviewSidebarRow: View {
    let preview: Preview

    var body: some View {
        HStack(spacing: 1) {
            Text(verbatim: preview.name ?? "Preview")
                .lineLimit(1)
            Spacer(minLength: 0)
            Text(verbatim: preview.line > 0 ? "\(preview.line)" : "provider")
                .foregroundStyle(.secondary)
        }
    }
}
