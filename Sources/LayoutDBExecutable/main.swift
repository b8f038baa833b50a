import LayoutCLI

LayoutDBCommand.main()
