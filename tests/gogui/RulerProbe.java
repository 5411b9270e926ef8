// RulerProbe.java -- attaches a ruler program to the real GoGui window and plays
// moves in it as a user would (tests/gogui.sh). GoGui 1.6 parses -rules but never
// uses it, and its ruler menu needs a mouse, so this starts GoGui itself and calls
// the methods its menu and board call, by reflection.
//
// usage: java -cp gogui.jar:DIR RulerProbe RULER-COMMAND MOVES GOGUI-ARGS...
//   MOVES: "b C3,w D3,b pass". Prints "PROBE: ..." lines on stderr: each move played,
//   then the stones GoGui's board shows and every dialog it opened (with its text);
//   "PROBE: attach blocked" when attaching the ruler opened a dialog (GoGui waits for
//   it to be closed). PROBE_SCREENSHOT=FILE also saves the screen as a PNG.
import java.awt.Component;
import java.awt.Container;
import java.awt.Dialog;
import java.awt.Frame;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.io.File;
import java.lang.reflect.Method;
import java.util.Arrays;
import javax.imageio.ImageIO;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;
import net.sf.gogui.go.GoColor;
import net.sf.gogui.go.GoPoint;
import net.sf.gogui.go.Move;
import net.sf.gogui.gui.ConstGuiBoard;

public class RulerProbe {
    public static void main(String[] args) throws Exception {
        String ruler = args[0];
        String[] moves = args[1].split(",");
        String[] gogui = Arrays.copyOfRange(args, 2, args.length);
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
        Thread.sleep(1000);
        final Frame g = window;
        // What Game > Rules > (a ruler) does: initGameRuler(command, folder, label).
        Method attach = g.getClass().getDeclaredMethod("initGameRuler", String.class,
                                                       String.class, String.class);
        attach.setAccessible(true);
        // Attached from the event thread without waiting for it: GoGui may answer with a
        // modal dialog (an error of the ruler), which blocks that thread until closed.
        final boolean[] attached = { false };
        SwingUtilities.invokeLater(() -> {
            invoke(attach, g, ruler, System.getProperty("user.dir"), "goref");
            attached[0] = true;
        });
        for (int i = 0; i < 200 && !attached[0]; i++)
            Thread.sleep(100);
        if (!attached[0]) {
            report();
            System.err.println("PROBE: attach blocked");
            System.exit(0);
        }
        System.err.println("PROBE: ruler attached");
        // What a click on the board does: humanMoved(move).
        Method play = g.getClass().getDeclaredMethod("humanMoved", Move.class);
        play.setAccessible(true);
        for (String m : moves) {
            String[] p = m.trim().split(" ");
            GoColor c = p[0].equals("b") ? GoColor.BLACK : GoColor.WHITE;
            GoPoint at = p[1].equals("pass") ? null : GoPoint.parsePoint(p[1], GoPoint.MAX_SIZE);
            Move move = Move.get(c, at);
            SwingUtilities.invokeAndWait(() -> invoke(play, g, move));
            System.err.println("PROBE: played " + m);
            Thread.sleep(500);
        }
        Thread.sleep(1000);
        report();
        System.err.println("PROBE: done");
        System.exit(0);
    }

    // What the user sees: every dialog GoGui opened, with its text, and with
    // PROBE_SCREENSHOT=FILE a PNG of the screen.
    private static void report() throws Exception {
        // The stones GoGui's board shows: what the window draws, not its game record.
        Frame g = null;
        for (Frame f : Frame.getFrames())
            if (f.getClass().getName().equals("net.sf.gogui.gogui.GoGui"))
                g = f;
        if (g != null) {
            ConstGuiBoard board = (ConstGuiBoard) g.getClass().getMethod("getGuiBoard").invoke(g);
            StringBuilder shown = new StringBuilder();
            int size = board.getBoardSize();
            for (int y = size - 1; y >= 0; y--)
                for (int x = 0; x < size; x++) {
                    GoColor c = board.getFieldConst(GoPoint.get(x, y)).getColor();
                    if (c == GoColor.BLACK || c == GoColor.WHITE)
                        shown.append(c == GoColor.BLACK ? " b " : " w ").append(GoPoint.get(x, y));
                }
            System.err.println("PROBE: board " + size + "x" + size + ", stones shown:" + shown);
        }
        for (Window w : Window.getWindows())
            if (w instanceof Dialog && w.isVisible())
                System.err.println("PROBE: dialog: " + ((Dialog) w).getTitle() + ": " + texts(w));
        String shot = System.getenv("PROBE_SCREENSHOT");
        if (shot != null) {
            Rectangle r = new Rectangle(java.awt.Toolkit.getDefaultToolkit().getScreenSize());
            ImageIO.write(new Robot().createScreenCapture(r), "png", new File(shot));
        }
    }

    // The text of the labels and text fields inside c, one string.
    private static String texts(Component c) {
        StringBuilder out = new StringBuilder();
        if (c instanceof JLabel && ((JLabel) c).getText() != null)
            out.append(((JLabel) c).getText()).append(' ');
        if (c instanceof JTextComponent)
            out.append(((JTextComponent) c).getText()).append(' ');
        if (c instanceof Container)
            for (Component k : ((Container) c).getComponents())
                out.append(texts(k));
        return out.toString().replaceAll("\\s+", " ").trim();
    }

    private static void invoke(Method m, Object o, Object... a) {
        try {
            m.invoke(o, a);
        } catch (Exception e) {
            e.printStackTrace();
        }
    }
}
