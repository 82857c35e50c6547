import TermUI

/// One page: its code on the left and what the code draws on the right, or the result above the code when
/// the window is narrow.
struct PageView: View {
    let page: GalleryPage

    var body: some View {
        // The code is never wrapped: beside the result when both fit, else the result above it.
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .top, spacing: 1) {
                code.fixedSize(horizontal: true, vertical: false)
                Divider()
                example.frame(minWidth: 30, maxWidth: .infinity, alignment: .topLeading)
            }
            VStack(alignment: .leading, spacing: 0) {
                example
                Divider()
                code
            }
        }
        .navigationTitle(page.title)
    }

    private var code: some View {
        ScrollView([.vertical, .horizontal]) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(page.codeLines.enumerated()), id: \.offset) { _, line in
                    // A blank line keeps its row (an empty text takes none).
                    Text(verbatim: line.isEmpty ? " " : line).fixedSize()
                }
            }
        }
        .foregroundStyle(.secondary)
    }

    private var example: some View {
        page.makeExample()
            .id(page.id)
    }
}
