// AnalyzeProbe.java -- runs one analyze command in the real GoGui window, as a user
// picking it in GoGui's Analyze dialog would, and prints what the board then shows
// (tests/gogui.sh). GoGui's dialog needs a mouse, so this starts GoGui itself and
// calls the method the dialog's Run button calls, by reflection.
//
// usage: java -cp gogui.jar:DIR AnalyzeProbe "TYPE/LABEL/COMMAND" GOGUI-ARGS...
//   (the analyze command as goref's gogui-analyze_commands lists it, e.g.
//   "gfx/Search Win Rates/goref-gfx_winrates %m"). Prints "PROBE: ..." lines on
//   stderr: "label POINT TEXT" for each label the board shows, "ghost POINT COLOR"
//   for each ghost stone (a variation's), "done" last, or "no result" when nothing
//   showed within 60 s. PROBE_SCREENSHOT=FILE also saves the screen as a PNG.
import java.awt.Frame;
import java.awt.Rectangle;
import java.awt.Robot;
import java.io.File;
import java.lang.reflect.Method;
import java.util.Arrays;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;
import net.sf.gogui.boardpainter.ConstField;
import net.sf.gogui.go.GoColor;
import net.sf.gogui.go.GoPoint;
import net.sf.gogui.gtp.AnalyzeCommand;
import net.sf.gogui.gtp.AnalyzeDefinition;
import net.sf.gogui.gui.ConstGuiBoard;

public class AnalyzeProbe {
    public static void main(String[] args) throws Exception {
        AnalyzeCommand command = new AnalyzeCommand(new AnalyzeDefinition(args[0]));
        String[] gogui = Arrays.copyOfRange(args, 1, args.length);
        new Thread(() -> {
            try {
                net.sf.gogui.gogui.MainWrapper.main(gogui);
            } catch (Exception e) {
                e.printStackTrace();
            }
        }).start();
        Frame window = null;
        for (int i = 0; i < 300 && window == null; i++) {
            Thread.sleep(100);
            for (Frame f : Frame.getFrames())
                if (f.getClass().getName().equals("net.sf.gogui.gogui.GoGui") && f.isVisible())
                    window = f;
        }
        if (window == null) {
            System.err.println("PROBE: no GoGui window");
            System.exit(1);
        }
        Thread.sleep(3000); // the program attached and the game sent to it
        final Frame g = window;
        // What the Analyze dialog's Run does: actionSetAnalyzeCommand(command, autoRun,
        // clearBoard, oneRunOnly, reuseTextWindow).
        Method run = g.getClass().getMethod("actionSetAnalyzeCommand", AnalyzeCommand.class,
                                            boolean.class, boolean.class, boolean.class,
                                            boolean.class);
        SwingUtilities.invokeLater(() -> {
            try {
                run.invoke(g, command, false, true, true, false);
            } catch (Exception e) {
                e.printStackTrace();
            }
        });
        System.err.println("PROBE: ran " + args[0]);
        ConstGuiBoard board = (ConstGuiBoard) g.getClass().getMethod("getGuiBoard").invoke(g);
        boolean shown = false;
        for (int i = 0; i < 600 && !shown; i++) {
            Thread.sleep(100);
            shown = !marks(board, false).isEmpty();
        }
        if (!shown) {
            System.err.println("PROBE: no result");
            System.exit(0);
        }
        Thread.sleep(1000); // the rest of the response drawn
        System.err.print(marks(board, true));
        String shot = System.getenv("PROBE_SCREENSHOT");
        if (shot != null) {
            Rectangle r = new Rectangle(java.awt.Toolkit.getDefaultToolkit().getScreenSize());
            ImageIO.write(new Robot().createScreenCapture(r), "png", new File(shot));
        }
        System.err.println("PROBE: done");
        System.exit(0);
    }

    // The labels and ghost stones the board shows, a "PROBE: ..." line each.
    private static String marks(ConstGuiBoard board, boolean all) {
        StringBuilder out = new StringBuilder();
        int size = board.getBoardSize();
        for (int y = size - 1; y >= 0; y--)
            for (int x = 0; x < size; x++) {
                GoPoint p = GoPoint.get(x, y);
                ConstField f = board.getFieldConst(p);
                String label = f.getLabel();
                GoColor ghost = f.getGhostStone();
                if (label != null && !label.isEmpty())
                    out.append("PROBE: label ").append(p).append(' ').append(label).append('\n');
                if (ghost == GoColor.BLACK || ghost == GoColor.WHITE)
                    out.append("PROBE: ghost ").append(p).append(' ')
                       .append(ghost == GoColor.BLACK ? "b" : "w").append('\n');
                if (!all && out.length() > 0)
                    return out.toString();
            }
        return out.toString();
    }
}
