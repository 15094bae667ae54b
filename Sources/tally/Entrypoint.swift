import TallyCLI

@main
enum Entrypoint {
    static func main() async {
        TallyCommand.prepareProcess(arguments: CommandLine.arguments)
        await TallyCommand.main()
    }
}
