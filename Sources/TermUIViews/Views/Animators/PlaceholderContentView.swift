/// The view a modifier's content closure is given to stand for the view it modifies, as SwiftUI's
/// `PlaceholderContentView` (`.phaseAnimator`, `.keyframeAnimator`): it draws that view.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value

    /// The modified view.
    public var body: some View { content }
}
