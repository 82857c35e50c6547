import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

@Observable @MainActor
private final class Article {
    var title = "Draft"
    var notes = "None"
    var revision = 0
}

/// Shows an article's title, and its notes when asked; `revision` is passed down only to make the view
/// evaluated again without its observed values changing.
private struct ArticleView: View {
    let article: Article
    let revision: Int
    let showsNotes: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(article.title) r\(revision)")
            if showsNotes { Text(article.notes) }
        }
    }
}

private struct ArticleHost: View {
    let article: Article
    let options: ArticleOptions

    var body: some View {
        ArticleView(article: article, revision: article.revision, showsNotes: options.showsNotes)
    }
}

@Observable @MainActor
private final class ArticleOptions {
    var showsNotes = false
}

/// Each node keeps one observation of what it last read: a body evaluated again many times leaves no
/// registrations behind, and a value no longer read is no longer observed.
@MainActor
struct ObservationScopeTests {
    @Test func aBodyEvaluatedManyTimesIsObservedOnce() {
        let article = Article()
        let driver = TestDriver(ArticleHost(article: article, options: ArticleOptions()))
        for revision in 1...50 {
            article.revision = revision
            driver.update()
        }
        #expect(driver.text.contains("Draft r50"))
        // One change of the title reaches the article view once, not once per evaluation so far (the host
        // does not read the title).
        let changes = driver.renderer.graph.changes
        article.title = "Final"
        #expect(changes.pendingCount == 1)
        driver.update()
        #expect(driver.text.contains("Final r50"))
    }

    @Test func aValueNoLongerReadIsNoLongerObserved() {
        let article = Article()
        let options = ArticleOptions()
        let driver = TestDriver(ArticleHost(article: article, options: options))
        options.showsNotes = true
        driver.update()
        article.notes = "Bring a jacket"
        driver.update()
        #expect(driver.text.contains("Bring a jacket"), "the notes, read now, are observed")
        options.showsNotes = false
        driver.update()
        let changes = driver.renderer.graph.changes
        article.notes = "Bring boots"
        #expect(changes.pendingCount == 0, "the notes are not shown: their change reaches nobody")
        article.title = "Trip"
        #expect(changes.pendingCount == 1)
        driver.update()
        #expect(driver.text.contains("Trip"))
    }

    @Test func aNodeThatLeavesStopsObserving() {
        let article = Article()
        let options = ArticleOptions()
        options.showsNotes = true
        let driver = TestDriver(ArticleHost(article: article, options: options))
        options.showsNotes = false
        driver.update()
        let changes = driver.renderer.graph.changes
        // The notes' text left with its branch; the title's view stays. Only it hears the title.
        article.title = "Gone?"
        #expect(changes.pendingCount == 1)
    }
}
