/// Several scenes of an app, as a `SceneBuilder` block of more than one makes (SwiftUI's is internal): the
/// terminal shows the first of them that has a window (a `WindowGroup`, a `Window` or a `DocumentGroup`); a
/// `Settings` among them is shown as a sheet over it; the others, such as a second window group, are not shown.
public struct TupleScene<each Content: Scene>: Scene, WindowContentScene, SettingsContentScene,
    IdentifiedWindowScene
{
    let scenes: (repeat each Content)

    init(_ scenes: repeat each Content) {
        self.scenes = (repeat each scenes)
    }

    var windowContent: AnyView? {
        var found: AnyView?
        for scene in repeat each scenes {
            if found == nil { found = windowContentIfAny(of: scene) }
        }
        return found
    }

    /// The first window with the identifier among the scenes.
    func windowContent(id: String) -> AnyView? {
        var found: AnyView?
        for scene in repeat each scenes {
            if found == nil { found = windowContentIfAny(of: scene, id: id) }
        }
        return found
    }

    var windowIDs: [String] {
        var ids: [String] = []
        for scene in repeat each scenes { ids += TermUIViews.windowIDs(of: scene) }
        return ids
    }

    /// The first `Settings` among the scenes.
    var settingsContent: AnyView? {
        var found: AnyView?
        for scene in repeat each scenes {
            if found == nil { found = settingsContentIfAny(of: scene) }
        }
        return found
    }
}
