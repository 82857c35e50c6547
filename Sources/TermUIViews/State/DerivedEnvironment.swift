/// An environment a node derives from its own for some of its children (a list's rows, a form's content),
/// kept while the node's own environment and the key it was derived for stay the same.
///
/// Children compare environments by identity: one derived afresh on every update would tell them it
/// changed, and every one of them would evaluate its body again.
struct DerivedEnvironment {
    private var base: EnvironmentValues?
    private var key: AnyHashable?
    private var derived = EnvironmentValues()

    /// The environment `change` makes of `base` for `key`: the one made last time while both are the same.
    mutating func values(
        from base: EnvironmentValues, key: AnyHashable? = nil, _ change: (inout EnvironmentValues) -> Void
    ) -> EnvironmentValues {
        if let cached = self.base, cached.isIdentical(to: base), self.key == key { return derived }
        var values = base
        change(&values)
        self.base = base
        self.key = key
        derived = values
        return values
    }
}
