// The gradients are views, as in SwiftUI: each fills the space it is offered (declared apart from the
// styles, in the layer of shapes, and so that making a gradient is possible from any context).

extension LinearGradient: View {
    /// As a view, the gradient fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension RadialGradient: View {
    /// As a view, the gradient fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension EllipticalGradient: View {
    /// As a view, the gradient fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

extension AngularGradient: View {
    /// As a view, the gradient fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}
