import TermUIBase

/// Content with a transition, as `.transition(_:)` makes.
struct TransitionView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let transition: AnyTransition

    func makeNode(context: NodeContext) -> Node {
        let node = TransitionNode<Content>(context: context)
        node.update(self)
        if let animation = context.graph.currentAnimation { node.beginInsertion(animation) }
        return node
    }
}

/// The node of content with a transition.
@MainActor
final class TransitionNode<Content: View>: ContentModifierNode<TransitionView<Content>>, DepartingNode, AnimationTarget {
    private var transition = AnyTransition.identity
    private var phase: (effects: [AnyTransition.Effect], inserting: Bool)?
    private var whenRemoved: (@MainActor () -> Void)?

    override func configure(with view: TransitionView<Content>) {
        transition = view.transition
    }

    func beginInsertion(_ animation: Animation) {
        guard graph.animator.start(animation, for: self, key: "transition") else { return }
        phase = (transition.insertion, true)
    }

    func beginRemoval(_ animation: Animation, whenDone: @escaping @MainActor () -> Void) -> Bool {
        guard transition.removal != [.identity], graph.animator.start(animation, for: self, key: "transition") else {
            return false
        }
        phase = (transition.removal, false)
        whenRemoved = whenDone
        return true
    }

    func animationDidFinish(key: String) {
        if key == "transition" {
            phase = nil
            let done = whenRemoved
            whenRemoved = nil
            done?()
        }
        graph.setNeedsFrame()
    }

    override func draw(in canvas: inout CellCanvas) {
        guard let phase, let progress = animationProgress("transition") else {
            super.draw(in: &canvas)
            return
        }
        // How much of the view is in: rising while it comes, falling while it goes.
        let amount = max(0, min(1, phase.inserting ? progress : 1 - progress))
        var dx = 0, dy = 0
        var clip = frame
        var faint = false
        let screen = graph.root?.frame ?? frame
        for effect in phase.effects {
            switch effect {
            case .identity: break
            case .opacity:
                if amount < 0.15 { return }
                faint = faint || amount < 0.6
            case .move(let edge):
                let away = 1 - amount
                switch edge {
                case .top: dy -= Int((Double(frame.maxY - screen.minY) * away).rounded())
                case .bottom: dy += Int((Double(screen.maxY - frame.minY) * away).rounded())
                case .leading: dx -= Int((Double(frame.maxX - screen.minX) * away).rounded())
                case .trailing: dx += Int((Double(screen.maxX - frame.minX) * away).rounded())
                }
            case .offset(let offset):
                func cells(_ length: CGFloat) -> Int {
                    let moved = length * (1 - amount)
                    return moved.isFinite ? Int(moved.rounded()) : 0
                }
                dx += cells(offset.width)
                dy += cells(offset.height)
            case .scale(let from, let anchor):
                let fraction = from + (1 - from) * amount
                let width = Int((Double(frame.width) * fraction).rounded()), height = Int((Double(frame.height) * fraction).rounded())
                let x = frame.minX + Int((Double(frame.width - width) * anchor.x).rounded(.down))
                let y = frame.minY + Int((Double(frame.height - height) * anchor.y).rounded(.down))
                clip = clip.intersection(Rect(x: x, y: y, width: width, height: height))
            }
        }
        let shifted = Rect(x: clip.minX + dx, y: clip.minY + dy, width: clip.width, height: clip.height)
        canvas.withClip(shifted) { canvas in
            content?.draw(in: &canvas, offsetBy: dx, rows: dy)
            if faint { canvas.restyle(shifted) { $0.attributes.insert(.dim) } }
        }
    }
}

extension View {
    /// How this view comes and goes when inserted or removed in an animation.
    public func transition(_ transition: AnyTransition) -> some View {
        TransitionView(content: self, transition: transition)
    }
}
