import TallyCLI

@main
enum Entrypoint {
    static func main() async { await TallyCommand.main() }
}
