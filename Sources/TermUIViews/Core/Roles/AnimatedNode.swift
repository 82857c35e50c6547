extension AnimationTarget where Self: Node {
    /// How far along an animation of this node is, or nil when it is not animating.
    func animationProgress(_ key: String) -> Double? {
        graph.animator.progress(of: self, key: key)
    }
}
